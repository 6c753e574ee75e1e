import type { SupervisionPublicDetail } from '@portal/common/api/supervision';
import { describe, expect, it } from 'vitest';
import { chooseTrainee, EMPTY_SUPERVISION_FORM, supervisionBody, supervisionFormValues, suggestedTraineeName } from './supervision-form';
import { removesSelf } from './supervision-private-page';
import { canReadPrivate, supervisionDates } from './supervision-public-page';

const ref = (id: string, first = 'Ann', last = 'Lee') => ({ id, first_name: first, last_name: last, is_active: true });
const option = (id: string) => ({ id, label: id });

const detail: SupervisionPublicDetail = {
  id: 's1',
  first_name: 'Zoé',
  last_name: 'Martin',
  start_date: '2024-03-14',
  end_date: null,
  faculty: { id: 'f1', name_en: 'Science', name_fr: 'Sciences', retired: false },
  level: null,
  trainee_members: [ref('m9', 'Zoé', 'Martin-Roy')],
  principal_supervisors: [ref('m1')],
  co_supervisors: [ref('m2')],
  committee_members: [],
};

describe('supervision form', () => {
  it('fills both names from the chosen trainee member only when both are empty', () => {
    const filled = chooseTrainee(EMPTY_SUPERVISION_FORM, [option('m9')], { first_name: 'Zoé', last_name: 'Roy' });
    expect([filled.first_name, filled.last_name]).toEqual(['Zoé', 'Roy']);
    expect(suggestedTraineeName(filled)).toBeNull();

    const typed = { ...EMPTY_SUPERVISION_FORM, first_name: 'Temp', last_name: '' };
    const kept = chooseTrainee(typed, [option('m9')], { first_name: 'Zoé', last_name: 'Roy' });
    expect([kept.first_name, kept.last_name]).toEqual(['Temp', '']);
    expect(suggestedTraineeName(kept)).toEqual({ first_name: 'Zoé', last_name: 'Roy' });
  });

  it('drops the suggestion when the trainee member is removed', () => {
    const chosen = chooseTrainee({ ...EMPTY_SUPERVISION_FORM, first_name: 'A', last_name: 'B' }, [option('m9')], { first_name: 'Zoé', last_name: 'Roy' });
    const removed = chooseTrainee(chosen, [], null);
    expect(removed.traineeName).toBeNull();
    expect(suggestedTraineeName(removed)).toBeNull();
  });

  it('offers the stored trainee member name when the names differ', () => {
    expect(suggestedTraineeName(supervisionFormValues(detail))).toEqual({ first_name: 'Zoé', last_name: 'Martin-Roy' });
  });

  it('sends trimmed names, null for empty optional values and id lists for the four roles', () => {
    const values = { ...supervisionFormValues(detail), first_name: '  Zoé ', end_date: '' };
    expect(supervisionBody(values)).toEqual({
      first_name: 'Zoé',
      last_name: 'Martin',
      start_date: '2024-03-14',
      end_date: null,
      faculty_id: 'f1',
      level_id: null,
      trainee_member_ids: ['m9'],
      principal_supervisor_ids: ['m1'],
      co_supervisor_ids: ['m2'],
      committee_member_ids: [],
    });
  });

  it('asks a principal supervisor who is not an administrator before they remove themself', () => {
    const initial = supervisionFormValues(detail);
    const without = { ...initial, principals: [] };
    expect(removesSelf(initial, without, 'm1', false)).toBe(true);
    expect(removesSelf(initial, without, 'm1', true)).toBe(false);
    expect(removesSelf(initial, initial, 'm1', false)).toBe(false);
    expect(removesSelf(initial, without, 'm2', false)).toBe(false);
  });
});

describe('supervision public view', () => {
  it('writes dates per locale and leaves out an empty side', () => {
    expect(supervisionDates('2024-03-14', '2025-06-30', 'en')).toBe('March 14, 2024 – June 30, 2025');
    expect(supervisionDates('2024-03-14', null, 'fr')).toBe('14 mars 2024');
    expect(supervisionDates(null, '2025-06-30', 'fr')).toBe('– 30 juin 2025');
    expect(supervisionDates(null, null, 'en')).toBeNull();
  });

  it('offers the private page to administrators, principal supervisors and co-supervisors only', () => {
    expect(canReadPrivate(detail, true, undefined)).toBe(true);
    expect(canReadPrivate(detail, false, 'm1')).toBe(true);
    expect(canReadPrivate(detail, false, 'm2')).toBe(true);
    expect(canReadPrivate(detail, false, 'm9')).toBe(false);
    expect(canReadPrivate(detail, false, undefined)).toBe(false);
  });
});
