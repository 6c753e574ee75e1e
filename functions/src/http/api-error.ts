import type { FieldError, RequestCode } from '@portal/common/errors/catalog';

/**
 * The one error type of the API. Domain code throws it; http/problem.ts turns it into an
 * RFC 9457 problem document. Anything else thrown becomes a 500 with a correlation id.
 */
export class ApiError extends Error {
  constructor(
    readonly code: RequestCode,
    readonly options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(code);
  }
}
