import type { HomeCounts } from '@portal/common/api/stats';
import type { Role } from '../../lib/auth/session';

export interface Tile {
  field: keyof HomeCounts;
  label: `home.tile${string}`;
  href: string;
  /** Who sees the tile as a link (spec 4-shell §4.9.3). */
  linkFor: 'registered' | 'admin';
}

/** The six tiles, in order (spec 4-shell §4.9.3). */
export const TILES: readonly Tile[] = [
  { field: 'active_members', label: 'home.tileActiveMembers', href: '/members', linkFor: 'registered' },
  { field: 'grants', label: 'home.tileGrants', href: '/grants', linkFor: 'admin' },
  { field: 'products', label: 'home.tileProducts', href: '/products', linkFor: 'registered' },
  { field: 'events', label: 'home.tileEvents', href: '/events', linkFor: 'admin' },
  { field: 'partners', label: 'home.tilePartners', href: '/partners', linkFor: 'registered' },
  { field: 'supervisions', label: 'home.tileSupervisions', href: '/supervisions', linkFor: 'admin' },
];

export function tileIsLink(tile: Tile, role: Role): boolean {
  if (tile.linkFor === 'admin') return role === 'admin';
  return role === 'registered' || role === 'member' || role === 'admin';
}
