/**
 * Routes of the research-record pages (spec 5-pages §5.6–§5.10): products and grants here, the
 * other kinds from their own route files. AppRoutes puts them ahead of the `/x/{id}` redirects.
 */
import { lazy, type ReactNode } from 'react';
import { Route } from 'wouter';
import type { RequiredRole } from './components/require-role';
import { eventRoutes } from './event-routes';
import { partnerRoutes } from './partner-routes';
import { supervisionRoutes } from './supervision-routes';

const ProductsPage = lazy(() => import('./features/products/products-page').then((m) => ({ default: m.ProductsPage })));
const ProductPublicPage = lazy(() =>
  import('./features/products/product-public-page').then((m) => ({ default: m.ProductPublicPage })),
);
const ProductPrivatePage = lazy(() =>
  import('./features/products/product-private-page').then((m) => ({ default: m.ProductPrivatePage })),
);
const ProductRegisterPage = lazy(() =>
  import('./features/products/product-register-page').then((m) => ({ default: m.ProductRegisterPage })),
);

const GrantsPage = lazy(() => import('./features/grants/grants-page').then((m) => ({ default: m.GrantsPage })));
const GrantPublicPage = lazy(() => import('./features/grants/grant-public-page').then((m) => ({ default: m.GrantPublicPage })));
const GrantPrivatePage = lazy(() => import('./features/grants/grant-private-page').then((m) => ({ default: m.GrantPrivatePage })));
const GrantRegisterPage = lazy(() => import('./features/grants/grant-register-page').then((m) => ({ default: m.GrantRegisterPage })));

type Guard = (role: RequiredRole, page: ReactNode) => ReactNode;

export function recordRoutes(guarded: Guard): ReactNode[] {
  return [
    <Route key="products-list" path="/products">
      {guarded('registered', <ProductsPage />)}
    </Route>,
    <Route key="products-register" path="/products/register">
      {guarded('member', <ProductRegisterPage />)}
    </Route>,
    <Route key="products-public" path="/products/:id/public">
      {(params) => <ProductPublicPage key={params.id} id={params.id} />}
    </Route>,
    <Route key="products-private" path="/products/:id/private">
      {(params) => guarded('member', <ProductPrivatePage key={params.id} id={params.id} />)}
    </Route>,
    <Route key="grants-list" path="/grants">
      {guarded('admin', <GrantsPage />)}
    </Route>,
    <Route key="grants-register" path="/grants/register">
      {guarded('admin', <GrantRegisterPage />)}
    </Route>,
    <Route key="grants-public" path="/grants/:id/public">
      {(params) => <GrantPublicPage key={params.id} id={params.id} />}
    </Route>,
    <Route key="grants-private" path="/grants/:id/private">
      {(params) => guarded('admin', <GrantPrivatePage key={params.id} id={params.id} />)}
    </Route>,
    ...partnerRoutes(guarded),
    ...eventRoutes(guarded),
    ...supervisionRoutes(guarded),
  ];
}
