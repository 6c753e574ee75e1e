import { ApiError } from './errors';
import { actorOf, AuditTrail, bindingEntry, bootstrapEntry, type AuditFailure } from './audit-trail';
import type { Account, AccountRepository, AuditLog, Identity } from './ports';

/** The identity a validated token carries (spec 1-roles-and-identity §1.4.3). */
export interface TokenIdentity extends Identity {
  email: string | null;
  name: string | null;
}

export interface Caller {
  account: Account;
  identity: TokenIdentity;
}

export interface BootstrapSettings {
  bootstrapAdminEmail: string | null;
  now: () => Date;
  /** Where the binding and the first administrator are recorded (spec 6-data-and-beyond §6.3.5). */
  audit: { log: AuditLog; onFailure: AuditFailure };
}

/**
 * Account resolution and binding (spec 1-roles-and-identity §1.4.5, bootstrap §1.3.3).
 * An identity that fails the binding rules is answered exactly like one with no account.
 */
export async function resolveCaller(
  identity: TokenIdentity,
  accounts: AccountRepository,
  settings: BootstrapSettings,
): Promise<Caller> {
  const binding: Identity = { tid: identity.tid, oid: identity.oid };
  const bound = await accounts.findByIdentity(binding);
  if (bound) return { account: bound, identity };

  const email = identity.email;
  if (email) {
    const candidate = await accounts.findByLoginEmail(email);
    if (candidate && candidate.identity === null) {
      const outcome = await accounts.bindIdentity(candidate.id, binding, candidate.login_email);
      if (outcome.bound) {
        // By the account itself; only that it is bound, never the tenant or object id.
        const trail = new AuditTrail(settings.audit.log, actorOf({ account: outcome.account, identity }), settings.now, settings.audit.onFailure);
        bindingEntry(trail, outcome.account);
        await trail.flush();
        return { account: outcome.account, identity };
      }
    }
    if (!candidate && settings.bootstrapAdminEmail === email && !(await accounts.anyAdministrator())) {
      const { first, last } = splitName(identity.name);
      const at = settings.now().toISOString();
      const account = await accounts.createBootstrapAdministrator({ login_email: email, first_name: first, last_name: last, identity: binding, at });
      if (account.identity?.tid === identity.tid && account.identity.oid === identity.oid) {
        // Of two concurrent first sign-ins, the one that created the account records it.
        if (account.created_at === at) {
          const trail = new AuditTrail(settings.audit.log, actorOf(null), settings.now, settings.audit.onFailure);
          bootstrapEntry(trail, account);
          await trail.flush();
        }
        return { account, identity };
      }
    }
  }
  throw new ApiError('account_not_registered');
}

function splitName(name: string | null): { first: string; last: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? 'Admin', last: words.slice(1).join(' ') || 'Admin' };
}
