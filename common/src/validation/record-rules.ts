import type { FieldError } from '../errors/catalog';
import { fieldError } from '../errors/field-error';

/**
 * A rule on a whole record (stored values overlaid with the request, or a form's values), run
 * outside the schema runner because at update it needs the stored record (§3.3.1 rule 9).
 */
export type RecordRule = (record: Readonly<Record<string, unknown>>) => FieldError[];

/**
 * `date_order` (§2.2.7–§2.2.9): when both dates are present, `later` may not be earlier than
 * `earlier`; reported on `later` with `params.after` naming `earlier`.
 */
export function dateOrder(earlier: string, later: string): RecordRule {
  return (record) => {
    const start = record[earlier];
    const end = record[later];
    // YYYY-MM-DD strings order like the dates they name.
    if (typeof start !== 'string' || typeof end !== 'string' || end >= start) return [];
    return [fieldError(later, 'date_order', { after: earlier })];
  };
}

export function applyRecordRules(
  record: Readonly<Record<string, unknown>>,
  rules: readonly RecordRule[],
): FieldError[] {
  return rules.flatMap((rule) => rule(record));
}
