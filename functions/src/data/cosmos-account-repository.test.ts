import { describe, expect, it } from 'vitest';
import { CosmosAccountRepository, identityGuardId, loginEmailGuardId } from './cosmos-account-repository';
import { identityKey } from '../domain/member-lifecycle';
import { uniqueGuardId } from './cosmos-record-store';
import { ADMIN_SET_ID } from './documents';
import { memoryContainer } from '../testing/memory-container';
import { MARKER_ID } from './change-markers';

// The parts of the account repository that the account writes rely on, on the in-memory
// stand-in for the container (point reads, creates and conditional replaces; no queries).

const IDENTITY = { tid: '11111111-2222-4333-8444-555555555555', oid: '66666666-7777-4888-9999-000000000000' };

describe('CosmosAccountRepository.createBootstrapAdministrator (1-roles §1.3.3)', () => {
  it('creates the bound administrator with its guards and adds it to the administrator set', async () => {
    const memory = memoryContainer([{ id: ADMIN_SET_ID, pk: 'unique', kind: 'admin-set', admin_ids: [] }]);
    const account = await new CosmosAccountRepository(memory.container).createBootstrapAdministrator({
      login_email: 'first@network.example',
      first_name: 'First',
      last_name: 'Admin',
      identity: IDENTITY,
      at: '2026-01-01T00:00:00.000Z',
    });
    expect(account).toMatchObject({ is_admin: true, identity: IDENTITY, member: null, updated_by: null });
    expect(memory.get(ADMIN_SET_ID, 'unique')?.admin_ids).toEqual([account.id]);
    expect(memory.get(loginEmailGuardId('first@network.example'), 'unique')?.owner_id).toBe(account.id);
    expect(memory.get(identityGuardId(IDENTITY), 'unique')?.owner_id).toBe(account.id);
    // The accounts list shows the new account: its partition's change marker moved (docs/adr/0033).
    expect(memory.get(MARKER_ID, 'account')?.version).toEqual(expect.any(String));
  });
});

describe('CosmosAccountRepository.bindIdentity (2-data-model §2.5.3)', () => {
  const account = {
    id: 'acc',
    pk: 'account',
    kind: 'account',
    login_email: 'person@network.example',
    identity: null,
    etag: 'v1',
  };

  it('binds an unbound account without changing its version', async () => {
    const memory = memoryContainer([account]);
    const outcome = await new CosmosAccountRepository(memory.container).bindIdentity('acc', IDENTITY, 'person@network.example');
    expect(outcome).toMatchObject({ bound: true, account: { identity: IDENTITY, etag: 'v1' } });
    // Every write of the partition moves its change marker, the binding too.
    expect(memory.get(MARKER_ID, 'account')?.version).toEqual(expect.any(String));
  });

  it('does not bind when the login e-mail changed meanwhile (the change wins), and releases the guard it took', async () => {
    const memory = memoryContainer([account]);
    memory.onNextReplace(() => memory.patch('acc', 'account', { login_email: 'new@network.example', etag: 'v2' }));
    const outcome = await new CosmosAccountRepository(memory.container).bindIdentity('acc', IDENTITY, 'person@network.example');
    expect(outcome).toEqual({ bound: false });
    expect(memory.get('acc', 'account')?.identity).toBeNull();
    expect(memory.get(identityGuardId(IDENTITY), 'unique')).toBeUndefined();
    expect(memory.get(MARKER_ID, 'account')).toBeUndefined();
  });

  it('does not bind when the login e-mail changed between the lookup and the binding, and releases the guard', async () => {
    const memory = memoryContainer([{ ...account, login_email: 'new@network.example', etag: 'v2' }]);
    const outcome = await new CosmosAccountRepository(memory.container).bindIdentity('acc', IDENTITY, 'person@network.example');
    expect(outcome).toEqual({ bound: false });
    expect(memory.get('acc', 'account')?.identity).toBeNull();
    expect(memory.get(identityGuardId(IDENTITY), 'unique')).toBeUndefined();
  });
});

describe('identityKey', () => {
  it("names the same guard as the account repository's binding", () => {
    const identity = { tid: '11111111-2222-4333-8444-555555555555', oid: '66666666-7777-4888-9999-000000000000' };
    expect(uniqueGuardId(identityKey(identity))).toBe(identityGuardId(identity));
  });
});

describe('CosmosAccountRepository.findByIdentity (2-data-model §2.6.4 A1)', () => {
  const bound = { id: 'acc', pk: 'account', kind: 'account', login_email: 'person@network.example', identity: IDENTITY };
  // The test answers the query by identity as the store would: the accounts bound to it now.
  const answeringByIdentity = (memory: ReturnType<typeof memoryContainer>) =>
    memory.answerQueries((query) => {
      const value = (name: string) => query.parameters?.find((parameter) => parameter.name === name)?.value;
      const stored = memory.get('acc', 'account');
      const identity = stored?.identity as { tid: string; oid: string } | null | undefined;
      return stored && identity?.tid === value('@tid') && identity?.oid === value('@oid') ? [stored] : [];
    });

  it('queries once, then reads the account by the id it found, with one store operation each time', async () => {
    const memory = memoryContainer([bound]);
    answeringByIdentity(memory);
    const repository = new CosmosAccountRepository(memory.container);
    expect((await repository.findByIdentity(IDENTITY))?.id).toBe('acc');
    expect((await repository.findByIdentity(IDENTITY))?.id).toBe('acc');
    expect(memory.queryCount()).toBe(1);
  });

  it('answers the account as it is now, not as it was found', async () => {
    const memory = memoryContainer([bound]);
    answeringByIdentity(memory);
    const repository = new CosmosAccountRepository(memory.container);
    await repository.findByIdentity(IDENTITY);
    memory.patch('acc', 'account', { is_admin: true });
    expect(await repository.findByIdentity(IDENTITY)).toMatchObject({ id: 'acc', is_admin: true });
  });

  it('never answers from the hint once the account is deleted or bound to another identity', async () => {
    const memory = memoryContainer([bound]);
    answeringByIdentity(memory);
    const repository = new CosmosAccountRepository(memory.container);
    await repository.findByIdentity(IDENTITY);
    memory.patch('acc', 'account', { identity: { tid: IDENTITY.tid, oid: '12121212-3434-4565-8787-909090909090' } });
    expect(await repository.findByIdentity(IDENTITY)).toBeNull();
    expect(memory.queryCount()).toBe(2);

    const again = memoryContainer([bound]);
    answeringByIdentity(again);
    const other = new CosmosAccountRepository(again.container);
    await other.findByIdentity(IDENTITY);
    await again.container.item('acc', 'account').delete();
    expect(await other.findByIdentity(IDENTITY)).toBeNull();
  });
});
