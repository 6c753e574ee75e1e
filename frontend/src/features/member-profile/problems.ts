/** The problems editor's rows (spec 5-pages §5.4.8): ordered, at most 10, empty rows dropped. */
import { PROBLEMS_MAX } from '@portal/common/validation/embedded-list';
import type { ProblemEntry } from '@portal/common/api/member';

export { PROBLEMS_MAX };

export interface ProblemRow {
  /** A stable key for React (not sent). */
  key: string;
  name_en: string;
  name_fr: string;
}

let rowCounter = 0;
export function newRowKey(prefix: string): string {
  rowCounter += 1;
  return `${prefix}-${rowCounter}`;
}

export function problemRows(problems: readonly ProblemEntry[]): ProblemRow[] {
  return problems.map((p) => ({ key: newRowKey('problem'), name_en: p.name_en ?? '', name_fr: p.name_fr ?? '' }));
}

/** Moves the row at `index` by `delta` (-1 up, +1 down); out-of-range moves change nothing. */
export function moveRow<T>(rows: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= rows.length || target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(target, 0, row as T);
  return next;
}

export function removeRow<T>(rows: readonly T[], index: number): T[] {
  return rows.filter((_, i) => i !== index);
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The stored list: rows whose two inputs are empty are removed; the order is the order on screen. */
export function problemsBody(rows: readonly ProblemRow[]): ProblemEntry[] {
  return rows
    .filter((row) => row.name_en.trim() !== '' || row.name_fr.trim() !== '')
    .map((row) => ({ name_en: orNull(row.name_en), name_fr: orNull(row.name_fr) }));
}
