import type { Checked } from './result';
import { accept, refuse } from './result';
import { codePointLength, hasControlCharacter, normalizeString } from './normalize';

export const URL_MAX = 2048;

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
// `www.example.org:8080/cv` starts like a scheme but is a host with a port: before the first
// ":" a host with a dot after its first character. Written so that each character has one way to
// match (the first dot is found by excluding dots before it): `[^…]+\.[^…]*:` backtracked over
// every dot and took 23 s on a crafted 254 KB value (issue 12).
const DOTTED_HOST_WITH_PORT = /^[^/?#@:][^/?#@:.]*\.[^/?#@:]*:\d*(?:[/?#]|$)/;
const HTTP_URL = /^(https?):\/\/([^/?#]*)(.*)$/is;
const HOST_LABEL = /^[\p{L}\p{M}\p{Nd}](?:[\p{L}\p{M}\p{Nd}-]*[\p{L}\p{M}\p{Nd}])?$/u;
const IPV6_HOST = /^\[[0-9A-Fa-f:.]+\]$/;
const PORT = /^\d{1,5}$/;
// White space, and characters that a URL cannot hold unencoded and that parsers treat
// inconsistently (a backslash is read as a slash by browsers).
const FORBIDDEN = /[\s\\<>"]/u;

/** The value that a URL typed without a scheme is stored as: `https://` prepended. */
export function withScheme(value: string): string {
  if (value.startsWith('//')) return `https:${value}`;
  if (SCHEME.test(value) && !DOTTED_HOST_WITH_PORT.test(value)) return value;
  return `https://${value}`;
}

/** A web address (§2.1.4 `url`): http or https only; null when empty after trimming. */
export function checkUrl(raw: string): Checked<string | null> {
  const typed = normalizeString(raw);
  if (typed === '') return accept(null);
  // The length first, before any pattern sees the value (issue 12); again once `https://` is
  // prepended, since the stored value is what the limit is about.
  if (codePointLength(typed) > URL_MAX) return refuse('too_long', { max: URL_MAX });
  const value = withScheme(typed);
  if (codePointLength(value) > URL_MAX) return refuse('too_long', { max: URL_MAX });
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return refuse('invalid_url_scheme');
  if (!isHttpUrl(value)) return refuse('invalid_format', { format: 'url' });
  return accept(value);
}

function isHttpUrl(value: string): boolean {
  if (hasControlCharacter(value) || FORBIDDEN.test(value)) return false;
  const match = HTTP_URL.exec(value);
  const authority = match?.[2];
  if (authority === undefined || authority === '' || authority.includes('@')) return false;
  if (!isHostAndPort(authority)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

function isHostAndPort(authority: string): boolean {
  const portStart = authority.startsWith('[')
    ? authority.indexOf(':', authority.indexOf(']'))
    : authority.indexOf(':');
  const host = portStart < 0 ? authority : authority.slice(0, portStart);
  if (portStart >= 0) {
    const port = authority.slice(portStart + 1);
    if (!PORT.test(port) || Number(port) > 65535) return false;
  }
  if (IPV6_HOST.test(host)) return true;
  // A public address needs a dotted name: this also catches `https//example.org`, which would
  // otherwise be read as the host "https".
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label));
}
