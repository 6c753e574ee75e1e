import type { ReactNode } from 'react';
import { useSession } from '../lib/auth/session-context';
import type { RouteGuard as Guard } from '../lib/routes';
import { RequireRole } from './require-role';

/**
 * The private supervision page opens for members and administrators; a registered account without
 * member record gets "Access denied" with "You are not authorized to view this page." (N), which
 * is the administrators' guard state. A member who holds no role sees the record's forbidden state.
 */
function MemberOrAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const allowed = session.account?.is_admin === true || session.account?.member != null;
  return allowed ? <>{children}</> : <RequireRole role="admin">{children}</RequireRole>;
}

/** The guard of a route of the table (lib/routes.ts) around its page; `id` is the route's `:id`. */
export function RouteGuard({ guard, id, children }: { guard: Guard; id: string | undefined; children: ReactNode }) {
  const page = guard.memberOrAdmin ? <MemberOrAdmin>{children}</MemberOrAdmin> : children;
  return (
    <RequireRole role={guard.role} {...(guard.orSelf && id !== undefined ? { orSelf: id } : {})}>
      {page}
    </RequireRole>
  );
}
