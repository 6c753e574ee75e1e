/**
 * The text of an error toast (spec 4-shell §4.6.2, 3-api §3.2.4): "Error: " / "Erreur : " followed
 * by the localized message of the problem's code, else its detail, else a short plain-text body,
 * else a generic message; a correlation id is appended as a reference. Loaded on demand, so the
 * error catalogue is not part of the first page's code.
 */
import { isRequestCode, requestMessage } from '@portal/common/errors/catalog';
import { translate, type Language } from '../i18n/dictionary';
import { ApiError } from './fetcher';

function usageText(error: ApiError): string | undefined {
  const usage = error.problem?.usage;
  if (!usage) return undefined;
  return usage.by_kind.map((k) => `${k.count} ${k.kind}`).join(', ');
}

/** The message after the prefix. */
export function errorMessage(error: unknown, language: Language): string {
  if (error instanceof ApiError) {
    const problem = error.problem;
    let message: string | null = null;
    if (problem && isRequestCode(problem.code)) {
      const usage = usageText(error);
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
