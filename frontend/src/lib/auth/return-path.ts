/**
 * The in-app URL to return to after the sign-in redirect (spec 1-roles-and-identity §1.4.1):
 * kept in sessionStorage (per tab), and only ever a path on this site.
 */
const KEY = 'portal.return-path';

/** True for a same-site path: starts with one "/", no scheme, no protocol-relative "//" or "/\\". */
export function isSafeReturnPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  for (const char of path) if (char.charCodeAt(0) < 0x20) return false;
  try {
    const url = new URL(path, 'https://portal.invalid');
    return url.origin === 'https://portal.invalid';
  } catch {
    return false;
  }
}

export function rememberReturnPath(path: string): void {
  try {
    if (isSafeReturnPath(path)) sessionStorage.setItem(KEY, path);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the user lands on the home page.
  }
}

/** Reads and forgets the remembered path; "/" when none or unsafe. */
export function takeReturnPath(): string {
  let path: string | null = null;
  try {
    path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    path = null;
  }
  return path && isSafeReturnPath(path) ? path : '/';
}
