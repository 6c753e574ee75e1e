import { describe, expect, it } from 'vitest';
import { applyRecordRules } from '../record-rules';
import type { SchemaResult } from '../schema';
import { validateCreate, validateUpdate } from '../schema';
import { GRANT_RULES, grantPrivateSchema, grantPublicSchema, registerGrantSchema } from './grant';

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

const rules = (record: Record<string, unknown>) =>
  applyRecordRules(record, GRANT_RULES).map((e) => `${e.field}:${e.code}:${String(e.params?.after ?? e.params?.other)}`);

describe('grant schemas (3-api §3.10, §3.13)', () => {
  it('fills the defaults at registration', () => {
    expect(
      validateCreate(registerGrantSchema, { title: 'Study', amount: 125000.5, status_id: 's', source_id: 'f', all_investigator: 'A. Roy' }),
    ).toEqual({
      ok: true,
      value: {
        title: 'Study',
        amount: 125000.5,
        through_network: false,
        status_id: 's',
        source_id: 'f',
        topic_id: null,
        submission_date: null,
        obtained_date: null,
        completed_date: null,
        all_investigator: 'A. Roy',
        investigator_member_ids: [],
        involved_member_ids: [],
        note: null,
      },
    });
  });

  it('requires the title, amount, status, source and investigator text', () => {
    expect(summary(validateCreate(registerGrantSchema, {}))).toEqual([
      'title:required',
      'amount:required',
      'status_id:required',
      'source_id:required',
      'all_investigator:required',
    ]);
  });

  it.each([
    [-1, 'amount:amount_range'],
    [12.345, 'amount:amount_range'],
    [1e12, 'amount:amount_range'],
    ['125000', 'amount:invalid_type'],
    [null, 'amount:required'],
  ])('refuses the amount %j', (amount, error) => {
    expect(summary(validateCreate(registerGrantSchema, { title: 'T', amount, status_id: 's', source_id: 'f', all_investigator: 'x' }))).toEqual([error]);
  });

  it('does not let status and source be cleared, and keeps the note on its own route', () => {
    expect(summary(validateUpdate(grantPublicSchema, { status_id: null, source_id: '', note: 'x' }))).toEqual([
      'status_id:required',
      'source_id:required',
      'note:unknown_field',
    ]);
    expect(summary(validateUpdate(grantPrivateSchema, { note: 'x', title: 'y' }))).toEqual(['title:unknown_field']);
  });

  it('orders the three dates when both of a pair are present (date_order on the later field)', () => {
    expect(rules({ submission_date: '2024-05-01', obtained_date: '2024-04-01', completed_date: null })).toEqual([
      'obtained_date:date_order:submission_date',
    ]);
    expect(rules({ submission_date: '2024-05-01', obtained_date: null, completed_date: '2024-04-01' })).toEqual([
      'completed_date:date_order:submission_date',
    ]);
    expect(rules({ submission_date: null, obtained_date: '2024-05-01', completed_date: '2024-04-01' })).toEqual([
      'completed_date:date_order:obtained_date',
    ]);
    expect(rules({ submission_date: '2024-01-01', obtained_date: '2024-01-01', completed_date: '2024-01-01' })).toEqual([]);
  });

  it('reports a member in both lists on the involved item (role_conflict)', () => {
    expect(rules({ investigator_member_ids: ['a', 'b'], involved_member_ids: ['c', 'b', 'a'] })).toEqual([
      'involved_member_ids[1]:role_conflict:investigator_member_ids',
      'involved_member_ids[2]:role_conflict:investigator_member_ids',
    ]);
    expect(rules({ investigator_member_ids: ['a'], involved_member_ids: undefined })).toEqual([]);
  });
});
