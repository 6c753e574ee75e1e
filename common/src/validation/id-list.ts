import type { FieldError } from '../errors/catalog';
import { fieldError } from '../errors/field-error';
import type { FieldType } from './field-types';
import { accept, FIELD_ERRORS_MAX, invalid } from './result';
import { isId } from './id';
import { normalizeString } from './normalize';

/**
 * A list of links (§3.3.2 `id list`), replaced whole: at most `max` ids, each of the id format
 * (`invalid_format` at `name[i]`), none twice (`duplicate_item` on the later occurrence).
 */
export function idList(max: number): FieldType<string[]> {
  return {
    emptyValue: [],
    parse(input, path) {
      if (!Array.isArray(input)) return invalid(path, 'invalid_type');
      const errors: FieldError[] = [];
      if (input.length > max) errors.push(fieldError(path, 'too_many', { max }));
      const ids: string[] = [];
      const seen = new Set<string>();
      // A loop that stops once more errors than can be answered were found (FIELD_ERRORS_MAX):
      // a list of 100,000 bad ids costs 101 errors, not 100,000.
      for (let index = 0; index < input.length && errors.length <= FIELD_ERRORS_MAX; index++) {
        const item: unknown = input[index];
        const itemPath = `${path}[${index}]`;
        if (typeof item !== 'string') {
          errors.push(fieldError(itemPath, 'invalid_type'));
          continue;
        }
        const id = normalizeString(item);
        if (!isId(id)) {
          errors.push(fieldError(itemPath, 'invalid_format', { format: 'id' }));
        } else if (seen.has(id)) {
          errors.push(fieldError(itemPath, 'duplicate_item'));
        } else {
          seen.add(id);
          ids.push(id);
        }
      }
      return errors.length > 0 ? { ok: false, errors } : accept(ids);
    },
  };
}
