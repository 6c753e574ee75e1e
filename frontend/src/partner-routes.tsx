/**
 * Routes of the partner pages (spec 5-pages). recordRoutes puts them ahead of the placeholder
 * table, so these pages replace the placeholders of their paths.
 */
import type { ReactNode } from 'react';
import type { RequiredRole } from './components/require-role';

type Guard = (role: RequiredRole, page: ReactNode) => ReactNode;

export function partnerRoutes(_guarded: Guard): ReactNode[] {
  return [];
}
