import type { MessageKey } from '../../lib/i18n/dictionary';

/** The link fields of a member, in the order of the public page's link tags (spec 5-pages §5.4.2). */
export const LINK_FIELDS = [
  { field: 'cv_link', label: 'memberProfile.cv' },
  { field: 'website_link', label: 'memberProfile.website' },
  { field: 'linkedin_link', label: 'memberProfile.linkedin' },
  { field: 'twitter_link', label: 'memberProfile.twitter' },
  { field: 'facebook_link', label: 'memberProfile.facebook' },
] as const satisfies ReadonlyArray<{ field: string; label: MessageKey }>;

/** Only http and https values become links; anything else is shown as text. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
