import type { Container, ItemDefinition } from '@azure/cosmos';
import { bootstrapAdministratorAccount } from '../domain/accounts';
import { addToAdminSet } from '../domain/admin-set';
import type { Account, AccountRepository, BindOutcome, BootstrapAdministrator, Identity } from '../domain/ports';
import { CosmosAdminSetRepository } from './cosmos-admin-set-repository';
import type { AccountDocument } from './documents';
import { isStatus } from './cosmos';
import { bumpMarker, writeWithMarker } from './change-markers';
import { guardId, queryPartition, toRecord } from './cosmos-helpers';
import { newRecordId } from '../domain/record-metadata';
import { identityKey } from '../domain/member-lifecycle';
import { claimGuard, type OwnerReader } from './unique-guards';

const MAX_ATTEMPTS = 5;

type StoredAccount = AccountDocument & ItemDefinition & { _etag: string };

export function identityGuardId(identity: Identity): string {
  return guardId('identity', `${identity.tid}.${identity.oid}`);
}

export function loginEmailGuardId(loginEmail: string): string {
  return guardId('login-email', loginEmail);
}

/** Identities whose account id an instance remembers; past this it starts again (a hint, not a copy). */
const KNOWN_IDENTITIES = 20_000;

export class CosmosAccountRepository implements AccountRepository {
  /**
   * The account id last found for an identity (`tid.oid`). Every signed-in request looks its
   * caller up (pattern A1); a point read by id is the cheapest store operation (1 request unit,
   * no query plan) where the query by identity costs about three and a plan. Only a hint: the
   * account read must still carry that identity, else the query decides (an account deleted or
   * bound anew is never answered from the hint).
   */
  private readonly accountIds = new Map<string, string>();

  constructor(private readonly container: Container) {}

  async findByIdentity(identity: Identity): Promise<Account | null> {
    const key = `${identity.tid}.${identity.oid}`;
    const hinted = this.accountIds.get(key);
    if (hinted) {
      const { resource } = await this.container.item(hinted, 'account').read<AccountDocument>();
      if (resource?.identity?.tid === identity.tid && resource.identity.oid === identity.oid) return toRecord<Account>(resource);
      this.accountIds.delete(key);
    }
    const found = await this.queryByIdentity(identity);
    if (found) {
      if (this.accountIds.size >= KNOWN_IDENTITIES) this.accountIds.clear();
      this.accountIds.set(key, found.id);
    }
    return found ? toRecord<Account>(found) : null;
  }

  private async queryByIdentity(identity: Identity): Promise<AccountDocument | undefined> {
    const [found] = await queryPartition<AccountDocument>(this.container, 'account', {
      select: '*',
      where: 'c.identity.tid = @tid AND c.identity.oid = @oid',
      parameters: [
        { name: '@tid', value: identity.tid },
        { name: '@oid', value: identity.oid },
      ],
    });
    return found;
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
    const claimed = await claimGuard(this.container, identityKey(identity), accountId, this.readOwner);
    if (claimed === 'taken') return { bound: false };
    const createdGuard = claimed === 'claimed';

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
        const written = await writeWithMarker<AccountDocument>(this.container, 'account', {
          operationType: 'Replace',
          id: accountId,
          resourceBody: { ...resource, identity: { tid: identity.tid, oid: identity.oid } },
          ifMatch: resource._etag,
        });
        if (written) return { bound: true, account: toRecord<Account>(written) };
      } catch (error) {
        if (!isStatus(error, 412)) throw error;
      }
    }
    if (createdGuard) await this.container.item(identityGuardId(identity), 'unique').delete().catch(() => undefined);
    return { bound: false };
  }

  async stampLastLogin(accountId: string, at: string): Promise<Account> {
    const { resource } = await this.container
      .item(accountId, 'account')
      .patch<AccountDocument>([{ op: 'set', path: '/last_login', value: at }]);
    if (!resource) throw new Error('last-login stamp returned no record');
    // The account list shows the last login (docs/adr/0033): its marker moves too.
    await bumpMarker(this.container, 'account');
    return toRecord<Account>(resource);
  }

  async anyAdministrator(): Promise<boolean> {
    const found = await queryPartition<string>(this.container, 'account', { select: 'TOP 1 VALUE c.id', where: 'c.is_admin = true' });
    return found.length > 0;
  }

  async createBootstrapAdministrator(input: BootstrapAdministrator): Promise<Account> {
    const id = newRecordId();
    const emailKey = { scope: 'login-email', value: input.login_email };
    if ((await claimGuard(this.container, emailKey, id, this.readOwner)) !== 'claimed') {
      const existing = await this.findByLoginEmail(input.login_email);
      if (!existing) throw new Error('bootstrap administrator is being created by a concurrent request');
      return existing;
    }
    // Cut short, the creation releases what it claimed: a guard left behind would keep the
    // bootstrap address (and the person's identity) out for good (issue 12 Deliver 5).
    let identityClaimed = false;
    try {
      identityClaimed = (await claimGuard(this.container, identityKey(input.identity), id, this.readOwner)) === 'claimed';
      if (!identityClaimed) throw new Error('the identity of the bootstrap administrator is bound to another account');
      const document: AccountDocument = { ...bootstrapAdministratorAccount(id, input), pk: 'account', kind: 'account' };
      const resource = await writeWithMarker<AccountDocument>(this.container, 'account', { operationType: 'Create', resourceBody: { ...document } });
      if (!resource) throw new Error('bootstrap administrator was not created');
      // The administrator set names every administrator (docs/adr/0006).
      await addToAdminSet(new CosmosAdminSetRepository(this.container), id);
      return toRecord<Account>(resource);
    } catch (error) {
      const account = await this.container.item(id, 'account').read<StoredAccount>().then((read) => read.resource);
      if (!account) {
        const guards = [loginEmailGuardId(input.login_email), ...(identityClaimed ? [identityGuardId(input.identity)] : [])];
        for (const guard of guards) await this.container.item(guard, 'unique').delete().catch(() => undefined);
      }
      throw error;
    }
  }

  /** The owner of a login-email or identity guard: an account. */
  private readonly readOwner: OwnerReader = async (kind, ownerId) => {
    if (kind !== 'account') return null;
    const { resource } = await this.container.item(ownerId, 'account').read<StoredAccount>();
    return resource && resource.kind === 'account' ? toRecord<Account>(resource) : null;
  };
}
