import { lazy, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { RequireRole, type RequiredRole } from './components/require-role';
import { config } from './lib/config';
import type { EntitySection } from './lib/routes';
import { HomePage } from './features/home/home-page';
import { recordRoutes } from './record-routes';

// Every page but the home page (the landing page, 2 kB) is loaded on demand (spec 4-shell §4.1.2):
// the home page renders in the first paint, without a skeleton that would shift the layout.
const MembersPage = lazy(() =>
  import('./features/members/members-page').then((m) => ({ default: m.MembersPage })),
);
const MemberPublicPage = lazy(() =>
  import('./features/member-profile/member-public-page').then((m) => ({ default: m.MemberPublicPage })),
);
const MemberPrivatePage = lazy(() =>
  import('./features/member-profile/member-private-page').then((m) => ({ default: m.MemberPrivatePage })),
);
const MyProfilePage = lazy(() =>
  import('./features/member-profile/my-profile-page').then((m) => ({ default: m.MyProfilePage })),
);
const AccountsPage = lazy(() =>
  import('./features/accounts/accounts-page').then((m) => ({ default: m.AccountsPage })),
);
const AccountPage = lazy(() => import('./features/accounts/account-page').then((m) => ({ default: m.AccountPage })));
const RegisterPage = lazy(() => import('./features/accounts/register-page').then((m) => ({ default: m.RegisterPage })));
const NotFoundPage = lazy(() =>
  import('./features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const DetailRedirect = lazy(() =>
  import('./features/detail-redirect/detail-redirect').then((m) => ({ default: m.DetailRedirect })),
);
const UnsavedFormFixture = lazy(() =>
  import('./features/e2e-fixtures/unsaved-form-page').then((m) => ({ default: m.UnsavedFormPage })),
);

function guarded(role: RequiredRole, page: ReactNode) {
  return <RequireRole role={role}>{page}</RequireRole>;
}

/** Sections whose `/x/{id}` route redirects to the public or the private page (spec 5-pages §5.2.2). */
const SECTIONS: readonly EntitySection[] = ['members', 'products', 'partners', 'grants', 'events', 'supervisions'];

/**
 * The route table (seed §2; spec 5-pages §5.1.1). The research-record pages come
 * from recordRoutes, ahead of the `/x/{id}` redirects so that `/x/register` is not taken for an
 * id. Paths that match no route show the not-found page with the URL kept as typed.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomePage />
      </Route>
      <Route path="/members">{guarded('registered', <MembersPage />)}</Route>
      <Route path="/members/:id/public">{(params) => <MemberPublicPage id={params.id} />}</Route>
      <Route path="/members/:id/private">
        {(params) => (
          <RequireRole role="admin" orSelf={params.id}>
            <MemberPrivatePage id={params.id} />
          </RequireRole>
        )}
      </Route>
      {recordRoutes(guarded)}
      {SECTIONS.map((section) => (
        <Route key={`${section}-redirect`} path={`/${section}/:id`}>
          {(params) => <DetailRedirect section={section} id={params.id} />}
        </Route>
      ))}
      <Route path="/accounts">{guarded('admin', <AccountsPage />)}</Route>
      <Route path="/accounts/:id">{(params) => guarded('admin', <AccountPage id={params.id} />)}</Route>
      <Route path="/register">{guarded('admin', <RegisterPage />)}</Route>
      <Route path="/my-profile">{guarded('registered', <MyProfilePage />)}</Route>
      {config.authMode === 'local' ? (
        <Route path="/__e2e/unsaved-form">
          <UnsavedFormFixture />
        </Route>
      ) : null}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
