import { ApiError } from '../http/api-error';
import type { IfMatch } from '../http/if-match';

/** Step 8 of spec 3-api §3.1.5 for a PATCH: the version sent must be the stored one. */
export function requireVersion(ifMatch: IfMatch, stored: string): void {
  if (ifMatch.kind === 'missing' || ifMatch.kind === 'unusable') throw new ApiError('version_required');
  if (ifMatch.kind === 'weak' || ifMatch.version !== stored) throw new ApiError('stale_version');
}

/** For a DELETE the version is checked only when one is sent. */
export function checkOptionalVersion(ifMatch: IfMatch, stored: string): void {
  if (ifMatch.kind === 'missing') return;
  requireVersion(ifMatch, stored);
}
