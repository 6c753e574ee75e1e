import { isEmailAddress } from '@portal/common/validation/email-address';

/** Header fields a `mailto:` link may carry (spec 4-shell §4.9.1 uses both). */
export interface MailtoFields {
  subject?: string;
  body?: string;
}

/**
 * The one place a `mailto:` href is written (spec 1-roles-and-identity §1.7.6: built only from
 * values that passed e-mail validation). The local part and the domain are percent-encoded
 * around the "@", and the subject and body as header values, so no character of an address or
 * text can add a recipient, a header field or a fragment to the link. Undefined when the value
 * is not a valid address: the caller's `<a>` then has no href and shows the text only.
 */
export function mailtoHref(address: string | null | undefined, fields: MailtoFields = {}): string | undefined {
  if (address === null || address === undefined || !isEmailAddress(address)) return undefined;
  const at = address.lastIndexOf('@');
  const recipient = `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = (['subject', 'body'] as const)
    .filter((name) => fields[name] !== undefined)
    .map((name) => `${name}=${encodeURIComponent(fields[name] ?? '')}`)
    .join('&');
  return `mailto:${recipient}${query === '' ? '' : `?${query}`}`;
}
