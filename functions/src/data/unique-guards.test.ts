import { describe, expect, it } from 'vitest';
import { CosmosAccountRepository, identityGuardId, loginEmailGuardId } from './cosmos-account-repository';
import { ADMIN_SET_ID } from './documents';
import { claimGuard, GUARD_GRACE_SECONDS, type OwnerReader } from './unique-guards';
import { memoryContainer as memoryWithClock } from '../testing/memory-container';

/**
 * Guards that no record backs any more are taken over, never fresh ones (issue 12 Deliver 5), on
 * the in-memory stand-in for the container, its clock set to NOW.
 */
const NOW = 2_000_000_000;

function memoryContainer(seed: Record<string, unknown>[] = []) {
  const memory = memoryWithClock(seed, () => NOW);
  return {
    ...memory,
    uniqueIds: () => memory.idsIn('unique').filter((id) => id !== ADMIN_SET_ID).map((id) => `unique/${id}`),
  };
}

const KEY = { scope: 'login-email', value: 'person@network.example' };
const OLD = NOW - GUARD_GRACE_SECONDS - 1;
const account = (id: string, login_email: string) => ({ id, pk: 'account', kind: 'account', login_email, identity: null, etag: 'v1' });
const guard = (ownerId: string, ts: number) => ({ id: loginEmailGuardId(KEY.value), pk: 'unique', kind: 'unique', owner_id: ownerId, _ts: ts });

function readerOf(memory: ReturnType<typeof memoryContainer>): OwnerReader {
  return async (kind, id) => (memory.get(id, kind) as never) ?? null;
}

describe('claimGuard (issue 12 Deliver 5)', () => {
  const claim = (memory: ReturnType<typeof memoryContainer>, owner: string) => claimGuard(memory.container, KEY, owner, readerOf(memory), () => NOW);

  it('creates a free guard, and counts a guard the same owner holds as held', async () => {
    const memory = memoryContainer();
    expect(await claim(memory, 'acc-1')).toBe('claimed');
    expect(await claim(memory, 'acc-1')).toBe('held');
    expect(memory.get(loginEmailGuardId(KEY.value), 'unique')?.owner_id).toBe('acc-1');
  });

  it('leaves a guard whose owner still holds the value, however old', async () => {
    const memory = memoryContainer([account('acc-1', KEY.value), guard('acc-1', OLD)]);
    expect(await claim(memory, 'acc-2')).toBe('taken');
    expect(memory.get(loginEmailGuardId(KEY.value), 'unique')?.owner_id).toBe('acc-1');
  });

  it('takes over an old guard whose owner is gone (a deletion cut short after the record went)', async () => {
    const memory = memoryContainer([guard('deleted-account', OLD)]);
    expect(await claim(memory, 'acc-2')).toBe('claimed');
    expect(memory.get(loginEmailGuardId(KEY.value), 'unique')?.owner_id).toBe('acc-2');
  });

  it('takes over an old guard whose owner no longer holds the value (a release that failed after an e-mail change)', async () => {
    const memory = memoryContainer([account('acc-1', 'new@network.example'), guard('acc-1', OLD)]);
    expect(await claim(memory, 'acc-2')).toBe('claimed');
  });

  it('never takes over a recent guard: its owner may still be being written', async () => {
    const memory = memoryContainer([guard('being-created', NOW - GUARD_GRACE_SECONDS + 5)]);
    expect(await claim(memory, 'acc-2')).toBe('taken');
    expect(memory.get(loginEmailGuardId(KEY.value), 'unique')?.owner_id).toBe('being-created');
  });
});

describe('CosmosAccountRepository and left-over guards (issue 12 Deliver 5)', () => {
  const IDENTITY = { tid: '11111111-2222-4333-8444-555555555555', oid: '66666666-7777-4888-9999-000000000000' };
  const input = { login_email: 'first@network.example', first_name: 'First', last_name: 'Admin', identity: IDENTITY, at: '2026-01-01T00:00:00.000Z' };

  it('a bootstrap administrator creation cut short leaves no guard behind, so the next sign-in can create it', async () => {
    const memory = memoryContainer([{ id: ADMIN_SET_ID, pk: 'unique', kind: 'admin-set', admin_ids: [] }]);
    memory.failCreatesIn('account');
    await expect(new CosmosAccountRepository(memory.container).createBootstrapAdministrator(input)).rejects.toThrow();
    expect(memory.uniqueIds()).toEqual([]);
    memory.failCreatesIn('none');
    const account = await new CosmosAccountRepository(memory.container).createBootstrapAdministrator(input);
    expect(memory.get(identityGuardId(IDENTITY), 'unique')?.owner_id).toBe(account.id);
  });

  it('binds an identity whose guard an account deleted long ago left behind', async () => {
    const memory = memoryContainer([
      account('acc-new', 'person@network.example'),
      { id: identityGuardId(IDENTITY), pk: 'unique', kind: 'unique', owner_id: 'acc-deleted', _ts: Date.now() / 1000 - GUARD_GRACE_SECONDS - 10 },
    ]);
    const outcome = await new CosmosAccountRepository(memory.container).bindIdentity('acc-new', IDENTITY, 'person@network.example');
    expect(outcome).toMatchObject({ bound: true, account: { id: 'acc-new', identity: IDENTITY } });
    expect(memory.get(identityGuardId(IDENTITY), 'unique')?.owner_id).toBe('acc-new');
  });

  it('still refuses an identity another existing account is bound to', async () => {
    const memory = memoryContainer([
      account('acc-new', 'person@network.example'),
      { ...account('acc-other', 'other@network.example'), identity: IDENTITY },
      { id: identityGuardId(IDENTITY), pk: 'unique', kind: 'unique', owner_id: 'acc-other', _ts: 0 },
    ]);
    expect(await new CosmosAccountRepository(memory.container).bindIdentity('acc-new', IDENTITY, 'person@network.example')).toEqual({ bound: false });
  });
});
