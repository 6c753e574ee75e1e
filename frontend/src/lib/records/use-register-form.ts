/**
 * A registration page's form (spec 5-pages §5.2.5): the record form of `useRecordForm`, sent as a
 * create operation; on success the new record is cached and opened, and the page is clean again.
 */
import type { UniqueEntity } from '@portal/common/errors/catalog';
import { validateCreate, type Fields, type Schema } from '@portal/common/validation/schema';
import { useLocation } from 'wouter';
import { apiFetch } from '../api/fetcher';
import { useOperation, type OperationName } from '../operations';
import type { RawFieldError } from './field-errors';
import { useRecordForm } from './use-record-form';

export interface RegisterFormOptions<V, R> {
  initial: V;
  toBody: (values: V) => Record<string, unknown>;
  validate: (body: Record<string, unknown>) => readonly RawFieldError[];
  operation: OperationName;
  /** The create route's path, e.g. `API_PATHS['register-grant']()`. */
  url: string;
  /** The page that opens on the new record, and the cache key its answer is stored under (null: none). */
  opens: (record: R) => { href: string; cacheKey: string | null };
  /** The request sent for the checked body, when it differs (e.g. without a confirmation field). */
  request?: (body: Record<string, unknown>) => object;
  uniqueEntity?: UniqueEntity;
}

/** The field errors of a create body against a schema (the API's own rules). */
export function createErrors<F extends Fields>(schema: Schema<F>) {
  return (body: Record<string, unknown>): readonly RawFieldError[] => {
    const result = validateCreate(schema, body);
    return result.ok ? [] : result.errors;
  };
}

export function useRegisterForm<V, R>(options: RegisterFormOptions<V, R>) {
  const run = useOperation();
  const [, navigate] = useLocation();
  const form = useRecordForm<V, R>({
    initial: options.initial,
    toBody: options.toBody,
    validate: options.validate,
    send: (body) =>
      run(options.operation, () => apiFetch<R>(options.url, { method: 'POST', body: options.request ? options.request(body) : body }), {
        cacheKey: (record) => options.opens(record).cacheKey,
      }),
    onSaved: (record) => {
      form.markClean();
      navigate(options.opens(record).href);
    },
    ...(options.uniqueEntity ? { uniqueEntity: options.uniqueEntity } : {}),
  });
  return form;
}
