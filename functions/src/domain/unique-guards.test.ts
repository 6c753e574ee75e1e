import { describe, expect, it } from 'vitest';
import type { Account } from './ports';
import { guardIsOrphaned, guardOwnerKind } from './unique-guards';
import { identityKey } from './member-lifecycle';

const account = (fields: Partial<Account>) =>
  ({ id: 'a1', login_email: 'ada@example.org', identity: null, ...fields }) as Account;

describe('guardOwnerKind', () => {
  it('names the kind that owns each scope of unique-keys.ts, and none for an unknown scope', () => {
    expect(['login-email', 'identity', 'orcid', 'doi', 'keyword-en', 'organization-name', 'reference-faculties-fr', 'other'].map(guardOwnerKind)).toEqual([
      'account', 'account', 'member', 'product', 'keyword', 'organization', 'reference', null,
    ]);
  });
});

describe('guardIsOrphaned', () => {
  const email = { scope: 'login-email', value: 'ada@example.org' };
  const identity = identityKey({ tid: 't', oid: 'o' });

  it('is true when the owner is gone or no longer holds the value', () => {
    expect(guardIsOrphaned(email, null)).toBe(true);
    expect(guardIsOrphaned(email, account({ login_email: 'new@example.org' }))).toBe(true);
    expect(guardIsOrphaned(identity, account({}))).toBe(true);
  });

  it('is false while the owner holds the value, and for a scope it does not know', () => {
    expect(guardIsOrphaned(email, account({}))).toBe(false);
    expect(guardIsOrphaned(identity, account({ identity: { tid: 't', oid: 'o' } }))).toBe(false);
    expect(guardIsOrphaned({ scope: 'other', value: 'x' }, null)).toBe(false);
  });
});
