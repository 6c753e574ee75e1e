/**
 * Where a detail redirect route goes (spec 4-shell §4.10.3, 5-pages §5.2.2): `…/private` when the
 * viewer may read the private view, else `…/public`, for everyone, visitors included.
 */
import type { MemberReference } from '@portal/common/api/refs';
import type { SupervisionPublicDetail } from '@portal/common/api/supervision';
import type { SessionState } from '../../lib/auth/session';
import type { EntitySection } from '../../lib/routes';

export type View = 'public' | 'private';

/**
 * What the redirect reads of the supervision's public detail (spec 2-data-model: both roles are
 * public): the ids of the principal supervisors and co-supervisors.
 */
export type SupervisionRoles = Partial<Record<keyof Pick<SupervisionPublicDetail, 'principal_supervisors' | 'co_supervisors'>, Pick<MemberReference, 'id'>[]>>;

/**
 * The view for a settled session; `undefined` while a supervision's public detail is still
 * needed to decide (a member who is not an administrator).
 */
export function redirectView(
  section: EntitySection,
  id: string,
  session: Pick<SessionState, 'status' | 'account'>,
  supervision?: SupervisionRoles | null,
): View | undefined {
  const account = session.status === 'registered' ? session.account : null;
  if (!account) return 'public';
  if (account.is_admin) return 'private';
  const ownMemberId = account.member?.id ?? null;
  switch (section) {
    case 'members':
      return ownMemberId !== null && ownMemberId === id ? 'private' : 'public';
    case 'products':
      return ownMemberId !== null ? 'private' : 'public';
    case 'supervisions': {
      if (ownMemberId === null) return 'public';
      if (supervision === undefined) return undefined;
      if (supervision === null) return 'public';
      const leads = [...(supervision.principal_supervisors ?? []), ...(supervision.co_supervisors ?? [])];
      return leads.some((member) => member.id === ownMemberId) ? 'private' : 'public';
    }
    default:
      return 'public';
  }
}

/** True when the redirect must read the supervision's public detail to decide. */
export function needsSupervisionRead(section: EntitySection, session: Pick<SessionState, 'status' | 'account'>): boolean {
  const account = session.status === 'registered' ? session.account : null;
  return section === 'supervisions' && account !== null && !account.is_admin && account.member !== null;
}
