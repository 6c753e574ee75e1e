import { describe, expect, it } from 'vitest';
import { applyRecordRules } from '../record-rules';
import type { SchemaResult } from '../schema';
import { validateCreate, validateUpdate } from '../schema';
import {
  registerSupervisionSchema,
  SUPERVISION_RULES,
  supervisionPrivateSchema,
  supervisionPublicSchema,
  supervisionRoleConflicts,
} from './supervision';

function summary(result: SchemaResult<unknown>): string[] {
  return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`);
}

function codes(record: Record<string, unknown>, rules = SUPERVISION_RULES): string[] {
  return applyRecordRules(record, rules).map((error) => `${error.field}:${error.code}:${error.params?.other ?? error.params?.after ?? ''}`);
}

describe('supervision schemas', () => {
  it('requires the trainee names and allows one trainee member', () => {
    const result = validateCreate(registerSupervisionSchema, {
      first_name: ' ',
      trainee_member_ids: ['m1', 'm2'],
      principal_supervisor_ids: Array.from({ length: 21 }, (_, i) => `m${i + 10}`),
      note: 'Bell \u0007',
    });
    expect(summary(result)).toEqual([
      'first_name:required',
      'trainee_member_ids:too_many',
      'principal_supervisor_ids:too_many',
      'note:invalid_characters',
      'last_name:required',
    ]);
  });

  it('keeps the note in the private part only', () => {
    expect(summary(validateUpdate(supervisionPublicSchema, { note: 'x' }))).toEqual(['note:unknown_field']);
    expect(summary(validateUpdate(supervisionPrivateSchema, { first_name: 'x' }))).toEqual(['first_name:unknown_field']);
    expect(summary(validateUpdate(supervisionPrivateSchema, { note: null }))).toEqual([]);
  });
});

describe('supervision record rules', () => {
  it('reports a member holding two roles on the later list, in the order trainee, principal, co, committee', () => {
    expect(
      codes({
        trainee_member_ids: ['a'],
        principal_supervisor_ids: ['b', 'a'],
        co_supervisor_ids: ['c', 'b'],
        committee_member_ids: ['a', 'c', 'd'],
      }),
    ).toEqual([
      'principal_supervisor_ids[1]:role_conflict:trainee_member_ids',
      'co_supervisor_ids[1]:role_conflict:principal_supervisor_ids',
      'committee_member_ids[0]:role_conflict:trainee_member_ids',
      'committee_member_ids[1]:role_conflict:co_supervisor_ids',
    ]);
  });

  it('skips lists that are absent and checks the dates', () => {
    expect(codes({ co_supervisor_ids: ['a'], start_date: '2024-09-01', end_date: '2023-09-01' })).toEqual(['end_date:date_order:start_date']);
  });

  it('gives a preset holder their role before the lists are read', () => {
    const rules = [supervisionRoleConflicts({ id: 'me', field: 'principal_supervisor_ids' })];
    expect(codes({ trainee_member_ids: ['me'], principal_supervisor_ids: ['me', 'x'], committee_member_ids: ['me'] }, rules)).toEqual([
      'trainee_member_ids[0]:role_conflict:principal_supervisor_ids',
      'committee_member_ids[0]:role_conflict:principal_supervisor_ids',
    ]);
  });
});
