import { describe, expect, it } from 'vitest';
import { takenNameErrors } from './organization-writes';

describe('takenNameErrors', () => {
  const key = (value: string) => ({ scope: 'organization-name', value, field: 'name_en' });

  it('names every name whose comparison key is taken, in the order of the body', () => {
    const organization = { name_en: 'Santé  Publique', name_fr: 'Santé publique' };
    const errors = takenNameErrors(organization, [key('sante publique')], { name_fr: 'x', name_en: 'y' });
    expect(errors.map((error) => `${error.field}:${error.code}`)).toEqual(['name_fr:not_unique', 'name_en:not_unique']);
    expect(errors[0]?.message).toBe('This partner is already registered.');
  });

  it('leaves out a name that is free and a missing name', () => {
    const errors = takenNameErrors({ name_en: 'Clinic', name_fr: null }, [key('clinic')], { name_en: 'Clinic' });
    expect(errors.map((error) => error.field)).toEqual(['name_en']);
    expect(takenNameErrors({ name_en: 'Free', name_fr: 'Taken' }, [key('taken')], {}).map((error) => error.field)).toEqual(['name_fr']);
  });
});
