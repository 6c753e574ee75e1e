import { REQUEST_CODES, type ProblemDocument, type RequestCode } from '@portal/common/errors/catalog';
import { capFieldErrors } from '@portal/common/validation/result';
import type { ApiError } from '../domain/errors';

/** The single mapping from an error code to its HTTP answer (spec 3-api §3.2.1). */
export function problemFor(
  code: RequestCode,
  instance: string,
  extra: { errors?: ApiError['options']['errors']; correlationId?: string; usage?: ApiError['options']['usage']; detail?: string } = {},
): { status: number; body: ProblemDocument } {
  const entry = REQUEST_CODES[code];
  const body: ProblemDocument = {
    type: `urn:portal:problem:${code}`,
    title: entry.title,
    status: entry.status,
    detail: extra.detail ?? entry.en,
    code,
    instance,
  };
  if (extra.errors) {
    // The first FIELD_ERRORS_MAX field errors, in body order, and a mark when some were left out.
    const { errors, truncated } = capFieldErrors(extra.errors);
    body.errors = errors;
    if (truncated) body.errors_truncated = true;
  }
  if (code === 'entry_in_use' && extra.usage) body.usage = extra.usage;
  if (code === 'internal_error' && extra.correlationId) body.correlation_id = extra.correlationId;
  return { status: entry.status, body };
}
