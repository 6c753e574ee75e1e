/**
 * What a typed value is shown as once its field is left (spec 5-pages §5.2.6, kinds of input):
 * the form shows the value the API will store, so nothing changes silently after Save.
 */
import { checkOrcid } from '@portal/common/validation/orcid';
import { withScheme } from '@portal/common/validation/url';

/** `url`: a value without scheme gets `https://`; an empty value stays empty. */
export function urlOnLeave(value: string): string {
  const trimmed = value.trim();
  return trimmed === '' ? value : withScheme(trimmed);
}

const SIXTEEN = /^\d{15}[\dX]$/;

/**
 * `orcid`: reformatted with hyphens (`dddd-dddd-dddd-dddC`, 2-data-model §2.1.4). A wrong check
 * character is grouped too, so the reader compares it with the iD they hold; anything else is left
 * as typed, for its message to name.
 */
export function orcidOnLeave(value: string): string {
  const checked = checkOrcid(value);
  if (checked.ok) return checked.value ?? value.trim();
  const compact = value.trim().toUpperCase().replace(/^HTTPS:\/\/ORCID\.ORG\//, '').replaceAll('-', '');
  if (!SIXTEEN.test(compact)) return value;
  return [compact.slice(0, 4), compact.slice(4, 8), compact.slice(8, 12), compact.slice(12)].join('-');
}
