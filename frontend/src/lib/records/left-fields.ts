/**
 * Errors of the fields already left once (spec 5-pages §5.2.6: "Validation runs on submit and, for
 * a field already left once (blur), on every change after that"; spec 6-data-and-beyond §6.3.8 for
 * the ORCID iD). A form opts in per field by reporting when it is left.
 */
import type { RawFieldError } from './field-errors';

/** `partnerships[2].colour` → `partnerships`: a list's errors belong to the list's field (as in fieldMessages). */
export function topField(field: string): string {
  return field.replace(/\[\d+\].*$/, '');
}

export interface ErrorSources {
  /** The errors of the last submit (the browser's check or the server's answer). */
  submitted: readonly RawFieldError[];
  /** The body those errors were found for (null before any error). */
  submittedBody: Readonly<Record<string, unknown>> | null;
  /** The current body and its schema errors. */
  body: Readonly<Record<string, unknown>>;
  live: readonly RawFieldError[];
  /** The fields left once. */
  left: ReadonlySet<string>;
}

/**
 * The errors to show: a field not left keeps its submit errors; a left field shows its submit
 * errors while it still holds the submitted value (so the server's 409 stays on the field), and
 * the current value's own errors once it changes.
 */
export function shownErrors({ submitted, submittedBody, body, live, left }: ErrorSources): RawFieldError[] {
  const unchanged = (field: string) => submittedBody !== null && JSON.stringify(submittedBody[field]) === JSON.stringify(body[field]);
  const fromSubmit = submitted.filter((error) => {
    const field = topField(error.field);
    return !left.has(field) || unchanged(field);
  });
  const fromLive = live.filter((error) => {
    const field = topField(error.field);
    return left.has(field) && !unchanged(field);
  });
  return [...fromSubmit, ...fromLive];
}
