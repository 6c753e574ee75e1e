/**
 * Initials of the avatar (spec 4-shell §4.3.2), taken per user-perceived character so that a
 * combining accent is never split off.
 */
import type { IdentityAccount } from '../../lib/auth/auth-client';
import type { LocalAccount } from '../../lib/auth/session';

function firstGrapheme(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segment = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed);
    for (const part of segment) return part.segment;
  }
  return Array.from(trimmed)[0] ?? '';
}

export function initialsOf(account: LocalAccount | null, identity: IdentityAccount | null): string {
  if (account) {
    return (firstGrapheme(account.first_name) + firstGrapheme(account.last_name)).toUpperCase();
  }
  const words = (identity?.name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (first) return (firstGrapheme(first) + (last ? firstGrapheme(last) : '')).toUpperCase();
  return firstGrapheme(identity?.username ?? '').toUpperCase();
}

/** Full name shown in the avatar panel: the local account's, else the identity's display name. */
export function fullNameOf(account: LocalAccount | null, identity: IdentityAccount | null): string {
  if (account) return `${account.first_name} ${account.last_name}`.trim();
  return identity?.name || identity?.username || '';
}

/** E-mail shown in the avatar panel: the login e-mail, else the identity's user name. */
export function emailOf(account: LocalAccount | null, identity: IdentityAccount | null): string {
  return account?.login_email ?? identity?.username ?? '';
}
