import { API_PATHS } from '@portal/common/api/paths';
import type { HomeCounts } from '@portal/common/api/stats';
import useSWR from 'swr';
import { Link } from 'wouter';
import { useSession } from '../../lib/auth/session-context';
import type { Role } from '../../lib/auth/session';
import type { MessageKey } from '../../lib/i18n/dictionary';
import { formatCount } from '../../lib/i18n/format-count';
import { useLanguage } from '../../lib/i18n/language-context';
import { tileIsLink, TILES } from './tiles';

export const COUNTS_PATH = API_PATHS['stats-counts']();

function TileIcon({ name }: { name: string }) {
  // Decorative shapes, one per tile.
  const paths: Record<string, string> = {
    active_members: 'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-5 6c0-2.8 2.2-4.5 5-4.5s5 1.7 5 4.5z',
    grants: 'M2 5h12v8H2zM5 5V3h6v2M8 8v2',
    products: 'M3 2h7l3 3v9H3zM10 2v3h3M5 8h6M5 11h6',
    events: 'M2 4h12v10H2zM2 7h12M5 2v3M11 2v3',
    partners: 'M2 13V6l4-3 4 3v7M10 13V8h4v5M5 8h2M5 11h2',
    supervisions: 'M1 6l7-3 7 3-7 3zM4 7.5V11c0 1 2 2 4 2s4-1 4-2V7.5',
  };
  return (
    <svg width="28" height="28" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="tile-icon">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}

function CountValue({ value, failed }: { value: number | undefined; failed: boolean }) {
  const { t, language } = useLanguage();
  if (failed) {
    return (
      <span className="tile-count">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('home.tileUnavailable')}</span>
      </span>
    );
  }
  if (value === undefined) {
    return (
      <span className="tile-count tile-count-loading">
        <span className="skeleton-bar" aria-hidden="true" />
        <span className="visually-hidden">{t('toast.loading')}</span>
      </span>
    );
  }
  return <span className="tile-count">{formatCount(value, language)}</span>;
}

/**
 * The six counter tiles (spec 4-shell §4.9.3) from one anonymous request; a tile is a link only
 * for the roles that may open its list. While loading, a skeleton bar; on failure, "—".
 */
export function CounterTiles() {
  const { t } = useLanguage();
  const { role } = useSession();
  const { data, error } = useSWR<HomeCounts>(COUNTS_PATH);
  const failed = !data && error !== undefined;
  return (
    <section className="counters" aria-labelledby="counters-heading">
      <h2 id="counters-heading" className="visually-hidden">
        {t('home.counters')}
      </h2>
      <ul className="tiles">
        {TILES.map((tile) => {
          const label = t(tile.label as MessageKey);
          const value = data?.[tile.field];
          const content = (
            <>
              <TileIcon name={tile.field} />
              <CountValue value={value} failed={failed} />{' '}
              <span className="tile-label">{label}</span>
            </>
          );
          return (
            <li key={tile.field}>
              {tileIsLink(tile, role as Role) ? (
                <Link href={tile.href} className="tile tile-link">
                  {content}
                </Link>
              ) : (
                <div className="tile">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
