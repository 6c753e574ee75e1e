import type { Checked, Validation } from './result';
import { accept, atPath, invalid } from './result';
import type { EmailOptions } from './email';
import { checkEmail } from './email';
import { checkOneLine, checkText } from './strings';
import { checkUrl } from './url';
import { checkPhone } from './phone';
import { checkDoi } from './doi';
import { checkOrcid } from './orcid';
import { checkDate } from './date';
import { checkMoney } from './money';
import { checkId } from './id';
import { normalizeString } from './normalize';

/**
 * How one field's value is validated. `parse` receives a present value (possibly null) and
 * returns the normalised value; `emptyValue` is what an optional field takes when it is omitted
 * at creation (null, `[]`, or a boolean's default).
 */
export interface FieldType<T> {
  parse(input: unknown, path: string): Validation<T>;
  readonly emptyValue: T;
}

/** A string-typed field: null clears it, a non-string is `invalid_type`. */
function stringField(check: (raw: string) => Checked<string | null>): FieldType<string | null> {
  return {
    emptyValue: null,
    parse(input, path) {
      if (input === null) return accept(null);
      if (typeof input !== 'string') return invalid(path, 'invalid_type');
      return atPath(check(input), path);
    },
  };
}

export function oneLineString(max: number): FieldType<string | null> {
  return stringField((raw) => checkOneLine(raw, max));
}

export function multiLineText(max: number): FieldType<string | null> {
  return stringField((raw) => checkText(raw, max));
}

export function emailAddress(options: EmailOptions = {}): FieldType<string | null> {
  return stringField((raw) => checkEmail(raw, options));
}

export function webUrl(): FieldType<string | null> {
  return stringField(checkUrl);
}

export function phoneNumber(): FieldType<string | null> {
  return stringField(checkPhone);
}

export function doiValue(): FieldType<string | null> {
  return stringField(checkDoi);
}

export function orcidId(): FieldType<string | null> {
  return stringField(checkOrcid);
}

export function calendarDate(): FieldType<string | null> {
  return stringField(checkDate);
}

/** A link to one record: its id, or null when optional. */
export function singleLink(): FieldType<string | null> {
  return stringField(checkId);
}

/** A value of a fixed list; any other string is `invalid_type` ("Invalid value"). */
export function enumValue<const V extends string>(values: readonly V[]): FieldType<V | null> {
  return {
    emptyValue: null,
    parse(input, path) {
      if (input === null) return accept(null);
      if (typeof input !== 'string') return invalid(path, 'invalid_type');
      const value = normalizeString(input);
      if (value === '') return accept(null);
      return isOneOf(values, value) ? accept(value) : invalid(path, 'invalid_type');
    },
  };
}

function isOneOf<V extends string>(values: readonly V[], value: string): value is V {
  return (values as readonly string[]).includes(value);
}

/** A money amount (JSON number); stored exactly, see `checkMoney` for the cents. */
export function moneyAmount(): FieldType<number | null> {
  return {
    emptyValue: null,
    parse(input, path) {
      if (input === null) return accept(null);
      const checked = checkMoney(input);
      return checked.ok ? accept(checked.value) : invalid(path, checked.code, checked.params);
    },
  };
}

/** `true` or `false`; never null. `emptyValue` is the default at creation. */
export function booleanFlag(defaultValue = false): FieldType<boolean> {
  return {
    emptyValue: defaultValue,
    parse(input, path) {
      return typeof input === 'boolean' ? accept(input) : invalid(path, 'invalid_type');
    },
  };
}
