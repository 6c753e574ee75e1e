import { lazy, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { RequireRole, type RequiredRole } from './components/require-role';
import type { MessageKey } from './lib/i18n/dictionary';

// Every page is loaded on demand (spec 4-shell §4.1.2).
const HomePage = lazy(() => import('./features/home/home-page').then((m) => ({ default: m.HomePage })));
const MembersPage = lazy(() =>
  import('./features/members/members-page').then((m) => ({ default: m.MembersPage })),
);
const ComingSoonPage = lazy(() =>
  import('./features/coming-soon/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })),
);
const NotFoundPage = lazy(() =>
  import('./features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

function guarded(role: RequiredRole, page: ReactNode) {
  return <RequireRole role={role}>{page}</RequireRole>;
}

const soon = (title: MessageKey) => <ComingSoonPage title={title} />;

/** Sections whose records have public pages, with their list's guard (spec 1-roles §1.6.4). */
const SECTIONS: ReadonlyArray<{ path: string; title: MessageKey; list: RequiredRole }> = [
  { path: 'members', title: 'titles.members', list: 'registered' },
  { path: 'products', title: 'titles.products', list: 'registered' },
  { path: 'partners', title: 'titles.partners', list: 'registered' },
  { path: 'grants', title: 'titles.grants', list: 'admin' },
  { path: 'events', title: 'titles.events', list: 'admin' },
  { path: 'supervisions', title: 'titles.supervisions', list: 'admin' },
];

/** The route table. Pages other than home and members are placeholders for now. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomePage />
      </Route>
      <Route path="/members">{guarded('registered', <MembersPage />)}</Route>
      {SECTIONS.flatMap((section) => [
        section.path === 'members' ? null : (
          <Route key={section.path} path={`/${section.path}`}>
            {guarded(section.list, soon(section.title))}
          </Route>
        ),
        <Route key={`${section.path}-public`} path={`/${section.path}/:id/public`}>
          {soon(section.title)}
        </Route>,
        <Route key={`${section.path}-other`} path={`/${section.path}/*`}>
          {guarded('registered', soon(section.title))}
        </Route>,
      ])}
      <Route path="/accounts">{guarded('admin', soon('titles.accounts'))}</Route>
      <Route path="/accounts/:id">{guarded('admin', soon('titles.accounts'))}</Route>
      <Route path="/register">{guarded('admin', soon('titles.register'))}</Route>
      <Route path="/my-profile">{guarded('registered', soon('titles.myProfile'))}</Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
