import { describe, expect, it } from 'vitest';
import { recordLogin, toAccountProjection } from './accounts';
import type { Account, AccountRepository } from './ports';

const account: Account = {
  id: 'a1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  login_email: 'ada@example.org',
  is_admin: false,
  identity: { tid: 't', oid: 'o' },
  last_login: null,
  member: null,
  created_at: '2026-01-05T14:00:00.000Z',
  updated_at: '2026-01-05T14:00:00.000Z',
  updated_by: null,
  etag: 'v1',
};

function stamping(): AccountRepository & { stamps: string[] } {
  const stamps: string[] = [];
  return {
    stamps,
    stampLastLogin: async (_id: string, at: string) => {
      stamps.push(at);
      return { ...account, last_login: at };
    },
  } as unknown as AccountRepository & { stamps: string[] };
}

describe('toAccountProjection', () => {
  it('never exposes the bound identity, only whether there is one', () => {
    const projection = toAccountProjection(account);
    expect(projection.identity_bound).toBe(true);
    expect(JSON.stringify(projection)).not.toContain('"identity"');
    expect(JSON.stringify(projection)).not.toContain('"oid"');
  });
});

describe('recordLogin', () => {
  it('stamps the first login', async () => {
    const repo = stamping();
    const result = await recordLogin(account, new Date('2026-11-23T10:00:00Z'), repo);
    expect(result.last_login).toBe('2026-11-23T10:00:00.000Z');
    expect(repo.stamps).toHaveLength(1);
  });

  it('writes nothing when the last login is on the same UTC day', async () => {
    const repo = stamping();
    const seen = { ...account, last_login: '2026-11-23T00:30:00.000Z' };
    expect(await recordLogin(seen, new Date('2026-11-23T23:59:00Z'), repo)).toBe(seen);
    expect(repo.stamps).toHaveLength(0);
  });

  it('stamps again on a later UTC day', async () => {
    const repo = stamping();
    await recordLogin({ ...account, last_login: '2026-11-22T23:59:59.000Z' }, new Date('2026-11-23T00:00:01Z'), repo);
    expect(repo.stamps).toEqual(['2026-11-23T00:00:01.000Z']);
  });
});
