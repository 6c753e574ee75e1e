import type { Container } from '@azure/cosmos';

/**
 * An in-memory stand-in for one Cosmos container, for the data layer's unit tests only: point
 * reads, creates (409 on a taken id), upserts, replaces (404, and 412 on a stale `IfMatch`), deletes,
 * transactional batches of those (all or nothing), an
 * `_etag` per write and the store's `_ts` (seconds of the last write; a seeded `_ts` is kept). No
 * queries: the code under test must not need one. Two hooks let a test race a write: a change made
 * just before the next replace, and creates that fail with 503 in one partition.
 */
export function memoryContainer(seed: Record<string, unknown>[] = [], nowSeconds: () => number = () => Date.now() / 1000) {
  const documents = new Map<string, Record<string, unknown>>();
  let tag = 0;
  let beforeReplace: (() => void) | null = null;
  let failCreatesOf: string | null = null;
  let answerQuery: ((query: { query: string; parameters?: { name: string; value: unknown }[] }) => Record<string, unknown>[]) | null = null;
  let queries = 0;
  const keyOf = (id: string, pk: string) => `${pk}/${id}`;
  const failure = (code: number) => Object.assign(new Error(`status ${code}`), { code });
  const put = (document: Record<string, unknown>) => {
    tag += 1;
    const stored = { _ts: nowSeconds(), ...document, _etag: `e${tag}` };
    documents.set(keyOf(document.id as string, document.pk as string), stored);
    return stored;
  };
  seed.forEach(put);
  const stamped = (document: Record<string, unknown>) => ({ ...document, _ts: nowSeconds() });

  type Operation = { operationType: string; id?: string; resourceBody?: Record<string, unknown>; ifMatch?: string };
  const container = {
    items: {
      /** Queries are answered by the test (`answerQueries`): this stand-in does not evaluate SQL. */
      query(query: { query: string; parameters?: { name: string; value: unknown }[] }) {
        return {
          fetchAll: () => {
            queries += 1;
            if (!answerQuery) return Promise.reject(failure(501));
            return Promise.resolve({ resources: answerQuery(query) });
          },
        };
      },
      create(document: Record<string, unknown>) {
        if (document.pk === failCreatesOf) return Promise.reject(failure(503));
        if (documents.has(keyOf(document.id as string, document.pk as string))) return Promise.reject(failure(409));
        return Promise.resolve({ resource: put(stamped(document)) });
      },
      upsert(document: Record<string, unknown>) {
        return Promise.resolve({ resource: put(stamped(document)) });
      },
      /** A transactional batch in one partition: all operations, or none once one fails. */
      async batch(operations: Operation[], pk: string) {
        // A change raced in "just before the next replace" lands before the batch, not inside it.
        if (operations.some((operation) => operation.operationType === 'Replace')) {
          beforeReplace?.();
          beforeReplace = null;
        }
        const before = new Map(documents);
        const result: { statusCode: number; resourceBody?: Record<string, unknown> }[] = [];
        for (const operation of operations) {
          try {
            const id = operation.id ?? (operation.resourceBody?.id as string);
            const body = operation.resourceBody ? { ...operation.resourceBody, pk } : undefined;
            if (operation.operationType === 'Create') result.push({ statusCode: 201, resourceBody: (await container.items.create(body as Record<string, unknown>)).resource });
            else if (operation.operationType === 'Upsert') result.push({ statusCode: 200, resourceBody: (await container.items.upsert(body as Record<string, unknown>)).resource });
            else if (operation.operationType === 'Replace') {
              const options = operation.ifMatch ? { accessCondition: { condition: operation.ifMatch } } : undefined;
              result.push({ statusCode: 200, resourceBody: (await container.item(id, pk).replace(body as Record<string, unknown>, options)).resource });
            } else if (operation.operationType === 'Delete') {
              await container.item(id, pk).delete();
              result.push({ statusCode: 204 });
            } else throw failure(400);
          } catch (error) {
            documents.clear();
            for (const [key, value] of before) documents.set(key, value);
            const code = (error as { code: number }).code;
            return { code, result: operations.map((_, index) => ({ statusCode: index === result.length ? code : 424 })) };
          }
        }
        return { code: 200, result };
      },
    },
    item(id: string, pk: string) {
      return {
        read: () => Promise.resolve({ resource: documents.get(keyOf(id, pk)) }),
        replace(document: Record<string, unknown>, options?: { accessCondition?: { condition: string } }) {
          beforeReplace?.();
          beforeReplace = null;
          const current = documents.get(keyOf(id, pk));
          if (!current) return Promise.reject(failure(404));
          if (options?.accessCondition && options.accessCondition.condition !== current._etag) return Promise.reject(failure(412));
          return Promise.resolve({ resource: put(stamped(document)) });
        },
        delete() {
          if (!documents.delete(keyOf(id, pk))) return Promise.reject(failure(404));
          return Promise.resolve({});
        },
      };
    },
  };
  return {
    container: container as unknown as Container,
    get: (id: string, pk: string) => documents.get(keyOf(id, pk)),
    /** Changes a stored document behind the code's back (a new `_etag`). */
    patch: (id: string, pk: string, fields: Record<string, unknown>) => put({ ...documents.get(keyOf(id, pk)), ...fields }),
    onNextReplace: (action: () => void) => (beforeReplace = action),
    failCreatesIn: (pk: string | null) => (failCreatesOf = pk),
    /** How the test answers queries (the stored documents it chooses), and how many were sent. */
    answerQueries: (answer: typeof answerQuery) => (answerQuery = answer),
    queryCount: () => queries,
    /** The ids stored in one partition. */
    idsIn: (pk: string) => [...documents.keys()].filter((key) => key.startsWith(`${pk}/`)).map((key) => key.slice(pk.length + 1)),
  };
}

export type MemoryContainer = ReturnType<typeof memoryContainer>;
