/**
 * Routes of the partner pages (spec 5-pages §5.7; guards §5.1.1), placed by recordRoutes ahead of
 * the `/partners/{id}` redirect so that the registration paths are not taken for ids.
 */
import { lazy, type ReactNode } from 'react';
import { Route } from 'wouter';
import type { RequiredRole } from './components/require-role';

const PartnersPage = lazy(() => import('./features/partners/partners-page').then((m) => ({ default: m.PartnersPage })));
const PartnerPublicPage = lazy(() => import('./features/partners/partner-public-page').then((m) => ({ default: m.PartnerPublicPage })));
const PartnerPrivatePage = lazy(() => import('./features/partners/partner-private-page').then((m) => ({ default: m.PartnerPrivatePage })));
const PartnerRegisterPage = lazy(() => import('./features/partners/partner-register-page').then((m) => ({ default: m.PartnerRegisterPage })));
const PartnerMemberRegisterPage = lazy(() =>
  import('./features/partners/partner-member-register-page').then((m) => ({ default: m.PartnerMemberRegisterPage })),
);

type Guard = (role: RequiredRole, page: ReactNode) => ReactNode;

export function partnerRoutes(guarded: Guard): ReactNode[] {
  return [
    <Route key="partners-list" path="/partners">
      {guarded('registered', <PartnersPage />)}
    </Route>,
    <Route key="partners-register" path="/partners/register">
      {guarded('admin', <PartnerRegisterPage />)}
    </Route>,
    <Route key="partners-register-partner" path="/partners/register-partner">
      {guarded('own-member', <PartnerMemberRegisterPage />)}
    </Route>,
    <Route key="partners-public" path="/partners/:id/public">
      {(params) => <PartnerPublicPage key={params.id} id={params.id} />}
    </Route>,
    <Route key="partners-private" path="/partners/:id/private">
      {(params) => guarded('admin', <PartnerPrivatePage key={params.id} id={params.id} />)}
    </Route>,
  ];
}
