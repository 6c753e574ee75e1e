import type { FieldError, ProblemDocument, RequestCode } from './catalog';
import { REQUEST_CODES } from './catalog';

export interface ProblemExtras {
  errors?: FieldError[];
  correlation_id?: string;
  usage?: ProblemDocument['usage'];
  /** Replaces `{usage}` in the `entry_in_use` detail, for example "2 members, 1 supervision". */
  usageText?: string;
  /** A detail other than the code's English message (the keyword variant of `entry_in_use`). */
  detail?: string;
}

/** The problem document of a request-level code (§3.2.1); `instance` is the path without query. */
export function problemDocument(
  code: RequestCode,
  instance: string,
  extras: ProblemExtras = {},
): ProblemDocument {
  const { status, title, en } = REQUEST_CODES[code];
  const detail =
    extras.detail ?? (extras.usageText === undefined ? en : en.replace('{usage}', extras.usageText));
  const problem: ProblemDocument = {
    type: `urn:portal:problem:${code}`,
    title,
    status,
    detail,
    code,
    instance,
  };
  if (extras.errors !== undefined) problem.errors = extras.errors;
  if (extras.correlation_id !== undefined) problem.correlation_id = extras.correlation_id;
  if (extras.usage !== undefined) problem.usage = extras.usage;
  return problem;
}
