import { lazy, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { RequireRole, type RequiredRole } from './components/require-role';
import { config } from './lib/config';
import type { MessageKey } from './lib/i18n/dictionary';
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
const ComingSoonPage = lazy(() =>
  import('./features/coming-soon/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
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

const soon = (title: MessageKey) => <ComingSoonPage title={title} />;

interface SectionRoutes {
  path: EntitySection;
  title: MessageKey;
  /** Guard of the list page (spec 1-roles-and-identity §1.6.4). */
  list: RequiredRole;
  /** Registration pages and their guards. */
  register: ReadonlyArray<{ path: string; role: RequiredRole }>;
  /** Guard of the private page, before the record's own rules apply. */
  privatePage: RequiredRole;
}

const SECTIONS: readonly SectionRoutes[] = [
  { path: 'members', title: 'titles.members', list: 'registered', register: [], privatePage: 'registered' },
  {
    path: 'products',
    title: 'titles.products',
    list: 'registered',
    register: [{ path: 'register', role: 'member' }],
    privatePage: 'member',
  },
  {
    path: 'partners',
    title: 'titles.partners',
    list: 'registered',
    register: [
      { path: 'register', role: 'admin' },
      { path: 'register-partner', role: 'own-member' },
    ],
    privatePage: 'admin',
  },
  { path: 'grants', title: 'titles.grants', list: 'admin', register: [{ path: 'register', role: 'admin' }], privatePage: 'admin' },
  { path: 'events', title: 'titles.events', list: 'admin', register: [{ path: 'register', role: 'admin' }], privatePage: 'admin' },
  {
    path: 'supervisions',
    title: 'titles.supervisions',
    list: 'admin',
    register: [
      { path: 'register', role: 'admin' },
      { path: 'register-supervision', role: 'own-member' },
    ],
    privatePage: 'member',
  },
];

/**
 * The route table (seed §2; spec 5-pages §5.1.1). Pages other than home and members are
 * placeholders until their own work lands; their guards already apply. Paths that match no route
 * show the not-found page with the URL kept as typed.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomePage />
      </Route>
      <Route path="/members">{guarded('registered', <MembersPage />)}</Route>
      {recordRoutes(guarded)}
      {SECTIONS.flatMap((section) => [
        section.path === 'members' ? null : (
          <Route key={`${section.path}-list`} path={`/${section.path}`}>
            {guarded(section.list, soon(section.title))}
          </Route>
        ),
        ...section.register.map((page) => (
          <Route key={`${section.path}-${page.path}`} path={`/${section.path}/${page.path}`}>
            {guarded(page.role, soon(section.title))}
          </Route>
        )),
        <Route key={`${section.path}-redirect`} path={`/${section.path}/:id`}>
          {(params) => <DetailRedirect section={section.path} id={params.id} />}
        </Route>,
        <Route key={`${section.path}-public`} path={`/${section.path}/:id/public`}>
          {section.path === 'members' ? (params) => <MemberPublicPage id={params.id} /> : soon(section.title)}
        </Route>,
        <Route key={`${section.path}-private`} path={`/${section.path}/:id/private`}>
          {section.path === 'members'
            ? (params) => guarded(section.privatePage, <MemberPrivatePage id={params.id} />)
            : guarded(section.privatePage, soon(section.title))}
        </Route>,
      ])}
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
