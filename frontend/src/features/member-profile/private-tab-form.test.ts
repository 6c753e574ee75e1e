import { describe, expect, it } from 'vitest';
import type { MemberPrivateDetail } from '@portal/common/api/member';
import {
  changedParts,
  privateTabBody,
  privateTabValues,
  rowsWithoutPartner,
  splitPrivateBody,
  switchState,
  validatePrivateTab,
  type PrivateTabValues,
} from './private-tab-form';

const MEMBER = {
  is_active: true,
  deactivated_by: null,
  date_joined: '2021-09-01',
  address: '12 Main Street',
  city: null,
  province: 'Ontario',
  country: null,
  postal_code: null,
  mobile_phone: null,
  partnerships: [{ organization: { id: 'o1', name_en: 'Lakeview', name_fr: null }, description_en: 'Joint clinic', description_fr: null }],
} as unknown as MemberPrivateDetail;

const values = (patch: Partial<PrivateTabValues> = {}): PrivateTabValues => ({ ...privateTabValues(MEMBER), ...patch });

describe('private tab form', () => {
  it('starts from the saved values', () => {
    expect(values()).toMatchObject({ is_active: true, date_joined: '2021-09-01', address: '12 Main Street', city: '', province: 'Ontario' });
    expect(values().partnerships.map((p) => [p.organization_id, p.description_en, p.description_fr])).toEqual([['o1', 'Joint clinic', '']]);
  });

  it('sends the date joined only for administrators, trimmed texts, empty ones as null', () => {
    const member = privateTabBody(values({ address: ' 5 Elm Road ', city: ' ' }), false);
    expect(member).not.toHaveProperty('date_joined');
    expect(member).toMatchObject({ is_active: true, address: '5 Elm Road', city: null, province: 'Ontario' });
    expect(privateTabBody(values({ date_joined: '' }), true)).toMatchObject({ date_joined: null });
  });

  it('drops partnership rows with neither partner nor description; keeps line breaks of descriptions', () => {
    const body = privateTabBody(
      values({
        partnerships: [
          { key: '1', organization_id: 'o2', description_en: 'Line one\nLine two', description_fr: ' ' },
          { key: '2', organization_id: '', description_en: '', description_fr: '' },
        ],
      }),
      false,
    );
    expect(body.partnerships).toEqual([{ organization_id: 'o2', description_en: 'Line one\nLine two', description_fr: null }]);
  });

  it('splits the body between the private route and the partnerships of the public route', () => {
    const initial = privateTabBody(values(), true);
    expect(changedParts(privateTabBody(values({ mobile_phone: '613-555-0123' }), true), initial)).toEqual({ privateChanged: true, partnershipsChanged: false });
    const added = values({ partnerships: [...values().partnerships, { key: 'n', organization_id: 'o3', description_en: 'New', description_fr: '' }] });
    expect(changedParts(privateTabBody(added, true), initial)).toEqual({ privateChanged: false, partnershipsChanged: true });
    const { privateBody, partnerships } = splitPrivateBody(privateTabBody(added, true));
    expect(privateBody).not.toHaveProperty('partnerships');
    expect(partnerships).toHaveLength(2);
  });

  it('marks a row with a description but no partner, and the API rules of both routes', () => {
    const rows = [
      { key: '1', organization_id: '', description_en: 'Orphan', description_fr: '' },
      { key: '2', organization_id: 'o1', description_en: '', description_fr: '' },
      { key: '3', organization_id: '', description_en: '', description_fr: '' },
    ];
    expect(rowsWithoutPartner(rows)).toEqual([0]);
    const errors = validatePrivateTab(privateTabBody(values({ partnerships: rows, postal_code: 'x'.repeat(21), mobile_phone: '555-012' }), false));
    expect(errors.map((e) => e.field)).toEqual(['postal_code', 'mobile_phone', 'partnerships[0].organization_id']);
    expect(validatePrivateTab(privateTabBody(values(), true))).toEqual([]);
  });

  it('refuses two rows with the same partner', () => {
    const rows = [
      { key: '1', organization_id: 'o1', description_en: '', description_fr: '' },
      { key: '2', organization_id: 'o1', description_en: 'Again', description_fr: '' },
    ];
    expect(validatePrivateTab(privateTabBody(values({ partnerships: rows }), false)).map((e) => [e.field, e.code])).toEqual([['partnerships[1].organization_id', 'duplicate_item']]);
  });
});

describe('active switch rules (5-pages §5.4.7)', () => {
  it('locks reactivation for the member only when an administrator deactivated the profile', () => {
    expect(switchState({ is_active: false, deactivated_by: 'admin' }, false)).toEqual({ disabled: true, lockedByAdmin: true });
    expect(switchState({ is_active: false, deactivated_by: 'self' }, false)).toEqual({ disabled: false, lockedByAdmin: false });
    expect(switchState({ is_active: false, deactivated_by: 'admin' }, true)).toEqual({ disabled: false, lockedByAdmin: false });
    expect(switchState({ is_active: true, deactivated_by: null }, false)).toEqual({ disabled: false, lockedByAdmin: false });
  });
});
