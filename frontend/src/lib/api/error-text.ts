/**
 * The text of an error toast (spec 4-shell §4.6.2, 3-api §3.2.4): "Error: " / "Erreur : " followed
 * by the localized message of the problem's code, else its detail, else a short plain-text body,
 * else a generic message; a correlation id is appended as a reference. Loaded on demand, so the
 * error catalogue is not part of the first page's code.
 */
import type { HoldingKind } from '@portal/common/api/reference';
import { isRequestCode, KEYWORD_IN_USE_MESSAGE, requestMessage } from '@portal/common/errors/catalog';
import { translate, type Language } from '../i18n/dictionary';
import { formatCount } from '../i18n/format-count';
import { HOLDING_KINDS, usageText as formatUsage } from '../records/usage-text';
import { ApiError } from './fetcher';

/** The `{usage}` of `entry_in_use` in the active language: "2 members, 1 supervision" (spec 6-data-and-beyond §6.3.4). */
function usageText(error: ApiError, language: Language): string | undefined {
  const usage = error.problem?.usage;
  if (!usage) return undefined;
  const known = usage.by_kind.filter((k): k is { kind: HoldingKind; count: number } => (HOLDING_KINDS as readonly string[]).includes(k.kind));
  return formatUsage({ by_kind: known }, language);
}

/**
 * A keyword refused because it is in use has its own text (spec README, "Settled after review"):
 * "This keyword is still used by {count} members. Remove it from their profiles first."
 */
function keywordInUse(error: ApiError, language: Language): string | null {
  if (error.problem?.code !== 'entry_in_use' || !error.path.startsWith('/api/delete-keyword/')) return null;
  return KEYWORD_IN_USE_MESSAGE[language].replace('{count}', formatCount(error.problem.usage?.total ?? 0, language));
}

/** The message after the prefix. */
export function errorMessage(error: unknown, language: Language): string {
  if (error instanceof ApiError) {
    const problem = error.problem;
    let message: string | null = keywordInUse(error, language);
    if (!message && problem && isRequestCode(problem.code)) {
      const usage = usageText(error, language);
      message = requestMessage(problem.code, language, usage === undefined ? {} : { usage });
    }
    if (!message && problem?.detail) message = problem.detail;
    if (!message && error.bodyText && error.bodyText.trim() && error.bodyText.length <= 200) {
      message = error.bodyText.trim();
    }
    if (!message) message = translate(language, 'toast.unexpectedResponse', { status: error.status });
    if (problem?.correlation_id) {
      message += translate(language, 'toast.reference', { id: problem.correlation_id });
    }
    return message;
  }
  if (error instanceof Error && error.message) return error.message;
  return translate(language, 'toast.unexpectedResponse', { status: '?' });
}

/** The full toast text, prefix included. */
export function errorToastText(error: unknown, language: Language): string {
  return translate(language, 'toast.errorPrefix') + errorMessage(error, language);
}
