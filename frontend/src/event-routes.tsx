/**
 * Routes of the event pages (spec 5-pages §5.9; guards §5.1.1), placed by recordRoutes ahead of
 * the `/events/{id}` redirect so that `/events/register` is not taken for an id.
 */
import { lazy, type ReactNode } from 'react';
import { Route } from 'wouter';
import type { RequiredRole } from './components/require-role';

const EventsPage = lazy(() => import('./features/events/events-page').then((m) => ({ default: m.EventsPage })));
const EventPublicPage = lazy(() => import('./features/events/event-public-page').then((m) => ({ default: m.EventPublicPage })));
const EventPrivatePage = lazy(() => import('./features/events/event-private-page').then((m) => ({ default: m.EventPrivatePage })));
const EventRegisterPage = lazy(() => import('./features/events/event-register-page').then((m) => ({ default: m.EventRegisterPage })));

type Guard = (role: RequiredRole, page: ReactNode) => ReactNode;

export function eventRoutes(guarded: Guard): ReactNode[] {
  return [
    <Route key="events-list" path="/events">
      {guarded('admin', <EventsPage />)}
    </Route>,
    <Route key="events-register" path="/events/register">
      {guarded('admin', <EventRegisterPage />)}
    </Route>,
    <Route key="events-public" path="/events/:id/public">
      {(params) => <EventPublicPage key={params.id} id={params.id} />}
    </Route>,
    <Route key="events-private" path="/events/:id/private">
      {(params) => guarded('admin', <EventPrivatePage key={params.id} id={params.id} />)}
    </Route>,
  ];
}
