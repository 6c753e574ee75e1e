import type { FieldError, ProblemDocument, RequestCode } from '@portal/common/errors/catalog';

/**
 * The one error type of the API: a request refused with a code of the error catalogue (spec
 * 3-api §3.2). Domain rules decide the refusal and throw it; the HTTP wrapper (http/problem.ts)
 * turns it into an RFC 9457 problem document, so the domain never knows about HTTP. `headers`
 * is for the wrapper's own refusals (`Allow`, `Retry-After`). Anything else thrown becomes a
 * 500 with a correlation id.
 */
export class ApiError extends Error {
  constructor(
    readonly code: RequestCode,
    readonly options: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      /** What still uses the entry (`entry_in_use` only, 3-api §3.2.1). */
      usage?: ProblemDocument['usage'];
      /** A detail other than the code's English message (the keyword variant of `entry_in_use`). */
      detail?: string;
    } = {},
  ) {
    super(code);
  }
}
