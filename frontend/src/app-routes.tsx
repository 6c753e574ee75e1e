import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { RouteGuard } from './components/route-guard';
import { config } from './lib/config';
import { lazyWithTexts } from './lib/i18n/lazy-with-texts';
import { APP_ROUTES, type RouteId } from './lib/routes';
import { HomePage } from './features/home/home-page';

// Every page but the home page (the landing page, 2 kB) is loaded on demand (spec 4-shell §4.1.2),
// with the page texts the home page does not carry (issue 18); the home page renders in the first
// paint, without a skeleton that would shift the layout.
const MembersPage = lazyWithTexts(() => import('./features/members/members-page').then((m) => ({ default: m.MembersPage })));
const MemberPublicPage = lazyWithTexts(() =>
  import('./features/member-profile/member-public-page').then((m) => ({ default: m.MemberPublicPage })),
);
const MemberPrivatePage = lazyWithTexts(() =>
  import('./features/member-profile/member-private-page').then((m) => ({ default: m.MemberPrivatePage })),
);
const MemberCvPage = lazyWithTexts(() => import('./features/member-cv/member-cv-page').then((m) => ({ default: m.MemberCvPage })));
const MyProfilePage = lazyWithTexts(() => import('./features/member-profile/my-profile-page').then((m) => ({ default: m.MyProfilePage })));
const AccountsPage = lazyWithTexts(() => import('./features/accounts/accounts-page').then((m) => ({ default: m.AccountsPage })));
const AccountPage = lazyWithTexts(() => import('./features/accounts/account-page').then((m) => ({ default: m.AccountPage })));
const RegisterPage = lazyWithTexts(() => import('./features/accounts/register-page').then((m) => ({ default: m.RegisterPage })));

const ProductsPage = lazyWithTexts(() => import('./features/products/products-page').then((m) => ({ default: m.ProductsPage })));
const ProductPublicPage = lazyWithTexts(() =>
  import('./features/products/product-public-page').then((m) => ({ default: m.ProductPublicPage })),
);
const ProductPrivatePage = lazyWithTexts(() =>
  import('./features/products/product-private-page').then((m) => ({ default: m.ProductPrivatePage })),
);
const ProductRegisterPage = lazyWithTexts(() =>
  import('./features/products/product-register-page').then((m) => ({ default: m.ProductRegisterPage })),
);

const PartnersPage = lazyWithTexts(() => import('./features/partners/partners-page').then((m) => ({ default: m.PartnersPage })));
const PartnerPublicPage = lazyWithTexts(() => import('./features/partners/partner-public-page').then((m) => ({ default: m.PartnerPublicPage })));
const PartnerPrivatePage = lazyWithTexts(() => import('./features/partners/partner-private-page').then((m) => ({ default: m.PartnerPrivatePage })));
const PartnerRegisterPage = lazyWithTexts(() => import('./features/partners/partner-register-page').then((m) => ({ default: m.PartnerRegisterPage })));
const PartnerMemberRegisterPage = lazyWithTexts(() =>
  import('./features/partners/partner-member-register-page').then((m) => ({ default: m.PartnerMemberRegisterPage })),
);

const GrantsPage = lazyWithTexts(() => import('./features/grants/grants-page').then((m) => ({ default: m.GrantsPage })));
const GrantPublicPage = lazyWithTexts(() => import('./features/grants/grant-public-page').then((m) => ({ default: m.GrantPublicPage })));
const GrantPrivatePage = lazyWithTexts(() => import('./features/grants/grant-private-page').then((m) => ({ default: m.GrantPrivatePage })));
const GrantRegisterPage = lazyWithTexts(() => import('./features/grants/grant-register-page').then((m) => ({ default: m.GrantRegisterPage })));

const EventsPage = lazyWithTexts(() => import('./features/events/events-page').then((m) => ({ default: m.EventsPage })));
const EventPublicPage = lazyWithTexts(() => import('./features/events/event-public-page').then((m) => ({ default: m.EventPublicPage })));
const EventPrivatePage = lazyWithTexts(() => import('./features/events/event-private-page').then((m) => ({ default: m.EventPrivatePage })));
const EventRegisterPage = lazyWithTexts(() => import('./features/events/event-register-page').then((m) => ({ default: m.EventRegisterPage })));

const SupervisionsPage = lazyWithTexts(() => import('./features/supervisions/supervisions-page').then((m) => ({ default: m.SupervisionsPage })));
const SupervisionPublicPage = lazyWithTexts(() =>
  import('./features/supervisions/supervision-public-page').then((m) => ({ default: m.SupervisionPublicPage })),
);
const SupervisionPrivatePage = lazyWithTexts(() =>
  import('./features/supervisions/supervision-private-page').then((m) => ({ default: m.SupervisionPrivatePage })),
);
const SupervisionRegisterPage = lazyWithTexts(() =>
  import('./features/supervisions/supervision-register-page').then((m) => ({ default: m.SupervisionRegisterPage })),
);

const HistoryPage = lazyWithTexts(() => import('./features/history/history-page').then((m) => ({ default: m.HistoryPage })));
const SearchPage = lazyWithTexts(() => import('./features/search/search-page').then((m) => ({ default: m.SearchPage })));
const ReferenceListsPage = lazyWithTexts(() =>
  import('./features/reference-lists/reference-lists-page').then((m) => ({ default: m.ReferenceListsPage })),
);

const AnnualReportPage = lazyWithTexts(() => import('./features/reports/annual-report-page').then((m) => ({ default: m.AnnualReportPage })));

const NotFoundPage = lazyWithTexts(() => import('./features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const DetailRedirect = lazyWithTexts(() =>
  import('./features/detail-redirect/detail-redirect').then((m) => ({ default: m.DetailRedirect })),
);
const UnsavedFormFixture = lazyWithTexts(() =>
  import('./features/e2e-fixtures/unsaved-form-page').then((m) => ({ default: m.UnsavedFormPage })),
);

/**
 * The page of each route of the table, given the route's `:id` (the empty string for routes
 * without one, which ignore it) and its other parameters (the history page's `:kind`). Record pages are keyed by id so that moving from one record to
 * another starts a fresh page.
 */
const PAGES: Record<RouteId, (id: string, params: { kind?: string }) => ReactNode> = {
  home: () => <HomePage />,
  members: () => <MembersPage />,
  'member-public': (id) => <MemberPublicPage id={id} />,
  'member-private': (id) => <MemberPrivatePage id={id} />,
  'member-cv': (id) => <MemberCvPage key={id} id={id} />,
  'members-redirect': (id) => <DetailRedirect section="members" id={id} />,
  products: () => <ProductsPage />,
  'product-register': () => <ProductRegisterPage />,
  'product-public': (id) => <ProductPublicPage key={id} id={id} />,
  'product-private': (id) => <ProductPrivatePage key={id} id={id} />,
  'products-redirect': (id) => <DetailRedirect section="products" id={id} />,
  partners: () => <PartnersPage />,
  'partner-register': () => <PartnerRegisterPage />,
  'partner-member-register': () => <PartnerMemberRegisterPage />,
  'partner-public': (id) => <PartnerPublicPage key={id} id={id} />,
  'partner-private': (id) => <PartnerPrivatePage key={id} id={id} />,
  'partners-redirect': (id) => <DetailRedirect section="partners" id={id} />,
  grants: () => <GrantsPage />,
  'grant-register': () => <GrantRegisterPage />,
  'grant-public': (id) => <GrantPublicPage key={id} id={id} />,
  'grant-private': (id) => <GrantPrivatePage key={id} id={id} />,
  'grants-redirect': (id) => <DetailRedirect section="grants" id={id} />,
  events: () => <EventsPage />,
  'event-register': () => <EventRegisterPage />,
  'event-public': (id) => <EventPublicPage key={id} id={id} />,
  'event-private': (id) => <EventPrivatePage key={id} id={id} />,
  'events-redirect': (id) => <DetailRedirect section="events" id={id} />,
  supervisions: () => <SupervisionsPage />,
  'supervision-register': () => <SupervisionRegisterPage key="admin" mode="admin" />,
  'supervision-register-own': () => <SupervisionRegisterPage key="own" mode="own" />,
  'supervision-public': (id) => <SupervisionPublicPage key={id} id={id} />,
  'supervision-private': (id) => <SupervisionPrivatePage key={id} id={id} />,
  'supervisions-redirect': (id) => <DetailRedirect section="supervisions" id={id} />,
  accounts: () => <AccountsPage />,
  account: (id) => <AccountPage id={id} />,
  register: () => <RegisterPage />,
  'my-profile': () => <MyProfilePage />,
  history: (id, params) => <HistoryPage key={`${params.kind ?? ''}/${id}`} kind={params.kind ?? ''} id={id} />,
  search: () => <SearchPage />,
  'reference-lists': () => <ReferenceListsPage />,
  'annual-report': () => <AnnualReportPage />,
  'e2e-unsaved-form': () => <UnsavedFormFixture />,
};

/**
 * The router: the routes of the table (lib/routes.ts), in its order, each page behind its guard.
 * Paths that match no route show the not-found page with the URL kept as typed.
 */
export function AppRoutes() {
  return (
    <Switch>
      {APP_ROUTES.filter((route) => !route.localOnly || config.authMode === 'local').map((route) => (
        <Route<{ id?: string; kind?: string }> key={route.id} path={route.path}>
          {(params) => {
            const page = PAGES[route.id](params.id ?? '', params);
            return route.guard ? (
              <RouteGuard guard={route.guard} id={params.id}>
                {page}
              </RouteGuard>
            ) : (
              page
            );
          }}
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
