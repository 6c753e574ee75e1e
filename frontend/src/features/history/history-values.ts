/**
 * How the history page reads an audit entry's values (spec 6-data-and-beyond §6.3.5): yes/no,
 * dates and amounts formatted as on the record pages (spec 4-shell §4.4.4), links named through
 * the lists administrators already hold, an id that names nothing read "Deleted record", and an
 * empty value null (the page shows "—").
 */
import type { AuditChange, AuditRecordKind, AuditValue } from '@portal/common/api/history';
import { bilingualText } from '../../lib/i18n/bilingual';
import { translate, type Language } from '../../lib/i18n/dictionary';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { fieldSpec, type LinkList, type ValueKind } from './history-fields';

/** Names by id, per list; a list the page did not load is absent. */
export type NameMaps = Partial<Record<LinkList, ReadonlyMap<string, string>>>;

/** Texts longer than this are cut, with a "Show all" toggle. */
export const CUT_LENGTH = 300;

const isEmpty = (value: AuditValue): boolean =>
  value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const asText = (value: AuditValue): string | null => (typeof value === 'string' ? value : null);

/** A value without a known shape, as text: scalars as written, lists joined. */
function plain(value: AuditValue, language: Language): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return translate(language, value ? 'values.yes' : 'values.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => plain(item, language)).filter(Boolean).join('; ');
  return Object.values(value)
    .map((item) => plain(item, language))
    .filter(Boolean)
    .join(', ');
}

function linkName(id: AuditValue, list: LinkList, names: NameMaps, language: Language): string {
  const name = typeof id === 'string' ? names[list]?.get(id) : undefined;
  return name ?? translate(language, 'history.deletedRecord');
}

/** The value as the page shows it, or null when it is empty. */
export function formatAuditValue(value: AuditValue, kind: ValueKind | null, names: NameMaps, language: Language): string | null {
  if (isEmpty(value)) return null;
  switch (kind?.type) {
    case 'date': {
      const text = asText(value);
      return formatDate(text, language) ?? text;
    }
    case 'amount':
      return typeof value === 'number' ? formatAmount(value, language) : plain(value, language);
    case 'boolean':
      return typeof value === 'boolean' ? translate(language, value ? 'values.yes' : 'values.no') : plain(value, language);
    case 'deactivatedBy':
      return value === 'self' || value === 'admin' ? translate(language, `history.deactivatedBy.${value}`) : plain(value, language);
    case 'link': {
      const ids = Array.isArray(value) ? value : [value];
      return ids.map((id) => linkName(id, kind.list, names, language)).join(', ');
    }
    case 'problems':
      return Array.isArray(value)
        ? value
            .map((problem) =>
              problem && typeof problem === 'object' && !Array.isArray(problem)
                ? bilingualText(asText(problem.name_en ?? null), asText(problem.name_fr ?? null), language)
                : plain(problem, language),
            )
            .join('; ')
        : plain(value, language);
    case 'partnerships':
      return Array.isArray(value)
        ? value
            .map((entry) => {
              if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return plain(entry, language);
              const partner = linkName(entry.organization_id ?? null, 'organizations', names, language);
              const description = bilingualText(asText(entry.description_en ?? null), asText(entry.description_fr ?? null), language);
              return description ? translate(language, 'history.partnership', { partner, description }) : partner;
            })
            .join('; ')
        : plain(value, language);
    default:
      return plain(value, language) || null;
  }
}

/** The label of a changed field in the active language, as on the record's form. */
export function fieldLabel(recordKind: AuditRecordKind, field: string, language: Language): string {
  const spec = fieldSpec(recordKind, field);
  if (!spec) return field;
  const label = translate(language, spec.label);
  if (!spec.language) return label;
  return translate(language, 'history.inLanguage', {
    label,
    language: translate(language, spec.language === 'en' ? 'records.english' : 'records.french'),
  });
}

/** The lists an entry's changes need to name their links. */
export function listsNeeded(changes: readonly { record_kind: AuditRecordKind; changes: readonly AuditChange[] }[]): Set<LinkList> {
  const lists = new Set<LinkList>();
  for (const entry of changes) {
    for (const change of entry.changes) {
      const kind = fieldSpec(entry.record_kind, change.field)?.value;
      if (kind?.type === 'link') lists.add(kind.list);
      if (kind?.type === 'partnerships') lists.add('organizations');
    }
  }
  return lists;
}

/** A text cut at CUT_LENGTH characters (with "…"), or null when it is short enough to show whole. */
export function cutText(text: string): string | null {
  return text.length > CUT_LENGTH ? `${text.slice(0, CUT_LENGTH).trimEnd()}…` : null;
}
