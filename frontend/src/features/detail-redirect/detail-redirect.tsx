import { API_PATHS } from '@portal/common/api/paths';
import { useEffect } from 'react';
import useSWR from 'swr';
import { useLocation, useSearch } from 'wouter';
import { Skeleton } from '../../components/skeleton';
import { useSession } from '../../lib/auth/session-context';
import type { EntitySection } from '../../lib/routes';
import { needsSupervisionRead, redirectView, type SupervisionRoles } from './redirect-target';

/**
 * `/<section>/{id}`: shows the detail skeleton until the session state is settled, then replaces
 * the URL (no new history entry) with the private or public page, keeping the query string.
 */
export function DetailRedirect({ section, id }: { section: EntitySection; id: string }) {
  const session = useSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  const settled = session.status !== 'loading';
  const readSupervision = settled && needsSupervisionRead(section, session);
  const { data, error } = useSWR<SupervisionRoles>(
    readSupervision ? API_PATHS['supervision-public'](id) : null,
    // A failed read just means the public page: it shows its own not-found or network state.
    { onError: () => {} },
  );
  const supervision = readSupervision ? (error ? null : data) : null;
  const view = settled ? redirectView(section, id, session, supervision) : undefined;

  useEffect(() => {
    if (!view) return;
    const query = search ? `?${search}` : '';
    navigate(`/${section}/${encodeURIComponent(id)}/${view}${query}${window.location.hash}`, { replace: true });
  }, [view, section, id, search, navigate]);

  return <Skeleton lines={4} />;
}
