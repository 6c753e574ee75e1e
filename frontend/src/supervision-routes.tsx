/**
 * Routes of the supervision pages (spec 5-pages §5.10; guards §5.1.1), placed by recordRoutes
 * ahead of the `/supervisions/{id}` redirect so that the registration paths are not taken for ids.
 */
import { lazy, type ReactNode } from 'react';
import { Route } from 'wouter';
import { RequireRole, type RequiredRole } from './components/require-role';
import { useSession } from './lib/auth/session-context';

type Guard = (role: RequiredRole, page: ReactNode) => ReactNode;

const SupervisionsPage = lazy(() => import('./features/supervisions/supervisions-page').then((m) => ({ default: m.SupervisionsPage })));
const SupervisionPublicPage = lazy(() =>
  import('./features/supervisions/supervision-public-page').then((m) => ({ default: m.SupervisionPublicPage })),
);
const SupervisionPrivatePage = lazy(() =>
  import('./features/supervisions/supervision-private-page').then((m) => ({ default: m.SupervisionPrivatePage })),
);
const SupervisionRegisterPage = lazy(() =>
  import('./features/supervisions/supervision-register-page').then((m) => ({ default: m.SupervisionRegisterPage })),
);

/**
 * The private page opens for members and administrators; a registered account without member
 * record gets "Access denied" with "You are not authorized to view this page." (N), which is the
 * administrators' guard state. A member who holds no role sees the record's forbidden state.
 */
function MemberOrAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  const allowed = session.account?.is_admin === true || session.account?.member != null;
  return allowed ? <>{children}</> : <RequireRole role="admin">{children}</RequireRole>;
}

export function supervisionRoutes(guarded: Guard): ReactNode[] {
  return [
    <Route key="supervisions-list" path="/supervisions">
      {guarded('admin', <SupervisionsPage />)}
    </Route>,
    <Route key="supervisions-register" path="/supervisions/register">
      {guarded('admin', <SupervisionRegisterPage key="admin" mode="admin" />)}
    </Route>,
    <Route key="supervisions-register-own" path="/supervisions/register-supervision">
      {guarded('own-member', <SupervisionRegisterPage key="own" mode="own" />)}
    </Route>,
    <Route key="supervisions-public" path="/supervisions/:id/public">
      {(params) => <SupervisionPublicPage key={params.id} id={params.id} />}
    </Route>,
    <Route key="supervisions-private" path="/supervisions/:id/private">
      {(params) =>
        guarded(
          'registered',
          <MemberOrAdmin>
            <SupervisionPrivatePage key={params.id} id={params.id} />
          </MemberOrAdmin>,
        )
      }
    </Route>,
  ];
}
