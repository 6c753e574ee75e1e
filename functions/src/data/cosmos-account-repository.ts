import type { Container, ItemDefinition } from '@azure/cosmos';
import { bootstrapAdministratorAccount } from '../domain/accounts';
import { addToAdminSet } from '../domain/admin-set';
import type { Account, AccountRepository, BindOutcome, BootstrapAdministrator, Identity } from '../domain/ports';
import { CosmosAdminSetRepository } from './cosmos-admin-set-repository';
import type { AccountDocument, UniqueDocument } from './documents';
import { isStatus } from './cosmos';
import { guardId, queryPartition, toRecord } from './cosmos-helpers';
import { newRecordId } from '../domain/record-metadata';

const MAX_ATTEMPTS = 5;

type StoredAccount = AccountDocument & ItemDefinition & { _etag: string };

export function identityGuardId(identity: Identity): string {
  return guardId('identity', `${identity.tid}.${identity.oid}`);
}

export function loginEmailGuardId(loginEmail: string): string {
  return guardId('login-email', loginEmail);
}

export class CosmosAccountRepository implements AccountRepository {
  constructor(private readonly container: Container) {}

  async findByIdentity(identity: Identity): Promise<Account | null> {
    const [found] = await queryPartition<AccountDocument>(this.container, 'account', {
      select: '*',
      where: 'c.identity.tid = @tid AND c.identity.oid = @oid',
      parameters: [
        { name: '@tid', value: identity.tid },
        { name: '@oid', value: identity.oid },
      ],
    });
    return found ? toRecord<Account>(found) : null;
  }

  async findByLoginEmail(loginEmail: string): Promise<Account | null> {
    const [found] = await queryPartition<AccountDocument>(this.container, 'account', {
      select: '*',
      where: 'c.login_email = @email',
      parameters: [{ name: '@email', value: loginEmail }],
    });
    return found ? toRecord<Account>(found) : null;
  }

  async bindIdentity(accountId: string, identity: Identity, loginEmail: string): Promise<BindOutcome> {
    const guard: UniqueDocument = { id: identityGuardId(identity), pk: 'unique', kind: 'unique', owner_id: accountId };
    let createdGuard = false;
    try {
      await this.container.items.create(guard);
      createdGuard = true;
    } catch (error) {
      if (!isStatus(error, 409)) throw error;
      const { resource } = await this.container.item(guard.id, 'unique').read<UniqueDocument>();
      if (resource?.owner_id !== accountId) return { bound: false };
    }

    // Only while the account still has the address it was found by: an e-mail change since the
    // lookup wins (2-data-model §2.5.3); the replace is conditional on what was read.
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const { resource } = await this.container.item(accountId, 'account').read<StoredAccount>();
      if (!resource) break;
      if (resource.login_email !== loginEmail) break;
      if (resource.identity) {
        if (resource.identity.tid === identity.tid && resource.identity.oid === identity.oid) {
          return { bound: true, account: toRecord<Account>(resource) };
        }
        break;
      }
      try {
        const { resource: written } = await this.container
          .item(accountId, 'account')
          .replace<AccountDocument>({ ...resource, identity: { tid: identity.tid, oid: identity.oid } }, { accessCondition: { type: 'IfMatch', condition: resource._etag } });
        if (written) return { bound: true, account: toRecord<Account>(written) };
      } catch (error) {
        if (!isStatus(error, 412)) throw error;
      }
    }
    if (createdGuard) await this.container.item(guard.id, 'unique').delete().catch(() => undefined);
    return { bound: false };
  }

  async stampLastLogin(accountId: string, at: string): Promise<Account> {
    const { resource } = await this.container
      .item(accountId, 'account')
      .patch<AccountDocument>([{ op: 'set', path: '/last_login', value: at }]);
    if (!resource) throw new Error('last-login stamp returned no record');
    return toRecord<Account>(resource);
  }

  async anyAdministrator(): Promise<boolean> {
    const found = await queryPartition<string>(this.container, 'account', { select: 'TOP 1 VALUE c.id', where: 'c.is_admin = true' });
    return found.length > 0;
  }

  async createBootstrapAdministrator(input: BootstrapAdministrator): Promise<Account> {
    const id = newRecordId();
    const guard: UniqueDocument = { id: loginEmailGuardId(input.login_email), pk: 'unique', kind: 'unique', owner_id: id };
    try {
      await this.container.items.create(guard);
    } catch (error) {
      if (!isStatus(error, 409)) throw error;
      const existing = await this.findByLoginEmail(input.login_email);
      if (!existing) throw new Error('bootstrap administrator is being created by a concurrent request');
      return existing;
    }
    await this.container.items.create<UniqueDocument>({ id: identityGuardId(input.identity), pk: 'unique', kind: 'unique', owner_id: id });
    const document: AccountDocument = { ...bootstrapAdministratorAccount(id, input), pk: 'account', kind: 'account' };
    const { resource } = await this.container.items.create(document);
    if (!resource) throw new Error('bootstrap administrator was not created');
    // The administrator set names every administrator (docs/adr/0006).
    await addToAdminSet(new CosmosAdminSetRepository(this.container), id);
    return toRecord<Account>(resource);
  }
}
