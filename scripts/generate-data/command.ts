import { resolve } from 'node:path';
import { deleteAllDocuments } from '../../functions/src/data/bulk';
import { CONTAINERS, createCosmosClient, ensureStore, isStatus, type Store } from '../../functions/src/data/cosmos';
import { danglingLinks, LINK_FIELDS, type StoredRecordLike } from '../../functions/src/domain/integrity-scan';
import { saveSnapshot, startCosmosServer, type RunningCosmos } from '../local/local-cosmos';
import { cosmosEndpoint, defaultPorts, LOCAL_COSMOS_KEY, LOCAL_SNAPSHOT_FILE } from '../local/settings';
import { AuditGenerator } from './audit';
import { generateNetwork } from './dataset';
import { assertValid, GenerationRefused, loadNetwork, type Progress } from './load';
import { OptionError, parseOptions, USAGE, type GenerateOptions } from './options';
import { recordsByKind, writeOut } from './out';
import { formatCounts, formatElapsed, progressLine } from './report';

/**
 * `npm run generate-data` (spec 6-data-and-beyond §6.2): generates a network and writes it to
 * `--out` files or loads it into the database of the API configuration. Returns the exit code.
 */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  log(line: string): void;
  error(line: string): void;
  /** Milliseconds between progress lines (5 s, §6.2.1). */
  progressEvery?: number;
  /** Repository root, where a local snapshot of database `portal` is saved. */
  root: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopback(endpoint: string): boolean {
  return LOOPBACK.has(new URL(endpoint).hostname);
}

/** The API configuration's endpoint and credentials (spec 1-roles-and-identity §1.2.3), local defaults otherwise. */
export function storeSettings(env: NodeJS.ProcessEnv, database: string) {
  const endpoint = env.COSMOS_ENDPOINT || cosmosEndpoint(defaultPorts(env));
  const local = isLoopback(endpoint);
  return {
    endpoint,
    database,
    credential: (env.COSMOS_CREDENTIAL as 'key' | 'managed-identity' | undefined) ?? (local ? 'key' : 'managed-identity'),
    key: env.COSMOS_KEY || (local ? LOCAL_COSMOS_KEY : null),
    managedIdentityClientId: env.AZURE_CLIENT_ID || null,
  };
}

/** Partitions holding the records the integrity scan reads (unique guards hold no link). */
const RECORD_PARTITIONS = ['lookup', 'account', 'member', 'insight', 'organization', 'product', 'grant', 'event', 'supervision'];

/**
 * The records with only the fields the integrity scan reads (ids, kinds, links, member copies),
 * partition by partition and page by page: a large network read whole with `SELECT *` is
 * hundreds of megabytes in one answer of the local server.
 */
export async function linkFieldsOfRecords(store: Store): Promise<StoredRecordLike[]> {
  const fields = new Set(['id', 'kind', 'list', 'member_refs', ...Object.values(LINK_FIELDS).flatMap((links) => Object.keys(links).map((path) => path.split('.')[0] as string))]);
  // The partition is named in the WHERE clause too, as queryPartition does (functions/src/data/cosmos-helpers.ts).
  const query = `SELECT ${[...fields].map((field) => `c.${field}`).join(', ')} FROM c WHERE c.pk = @pk`;
  const records: StoredRecordLike[] = [];
  for (const partitionKey of RECORD_PARTITIONS) {
    const iterator = store.records.items.query<StoredRecordLike>({ query, parameters: [{ name: '@pk', value: partitionKey }] }, { partitionKey, maxItemCount: 5000 });
    while (iterator.hasMoreResults()) {
      const { resources } = await iterator.fetchNext();
      for (const record of resources) records.push(record);
    }
  }
  return records;
}

async function isEmpty(store: Store): Promise<boolean> {
  for (const id of [CONTAINERS.records.id, CONTAINERS.audit.id]) {
    const { resources } = await store.database.container(id).items.query<string>('SELECT TOP 1 VALUE c.id FROM c').fetchNext();
    if (resources.length > 0) return false;
  }
  return true;
}

/** Empties the database: locally by dropping it, elsewhere record by record (containers keep their settings). */
async function emptyDatabase(store: Store, local: boolean, settings: ReturnType<typeof storeSettings>): Promise<Store> {
  const client = createCosmosClient(settings);
  if (local) {
    await store.database.delete().catch((error: unknown) => {
      if (!isStatus(error, 404)) throw error;
    });
    return ensureStore(client, settings.database);
  }
  // One bulk call per container: the SDK's bulk call waits a second per call for a partial batch.
  for (const [id, key] of [[CONTAINERS.records.id, 'pk'], [CONTAINERS.audit.id, 'record_key']] as const) await deleteAllDocuments(store.database.container(id), key);
  return store;
}

function progressReporter(io: CommandIo): Progress & { stop(): void } {
  let label = '';
  let total = 0;
  let done = 0;
  let started = Date.now();
  // Nothing to say before the first batch is being written.
  const timer = setInterval(() => {
    if (label) io.log(progressLine(label, done, total, (Date.now() - started) / 1000));
  }, io.progressEvery ?? 5000);
  timer.unref();
  return {
    start(next, count) {
      label = next;
      total = count;
      done = 0;
      started = Date.now();
    },
    add(records) {
      done += records;
    },
    stop: () => clearInterval(timer),
  };
}

export async function runGenerateData(argv: readonly string[], io: CommandIo): Promise<number> {
  const began = Date.now();
  let options: GenerateOptions;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof OptionError)) throw error;
    io.error(error.message);
    io.error(USAGE);
    return 1;
  }

  let server: RunningCosmos | null = null;
  let store: Store | null = null;
  const settings = storeSettings(io.env, options.database);
  const local = isLoopback(settings.endpoint);
  if (options.out === null) {
    // Refusals come before anything is generated or written (§6.2.5 item 4).
    if (!local && !options.allowRemote) {
      io.error(`The endpoint ${settings.endpoint} is not a loopback address. Use --allow-remote to write to it.`);
      return 1;
    }
    if (local && !(await fetch(settings.endpoint).then(() => true, () => false))) {
      server = await startCosmosServer(Number(new URL(settings.endpoint).port));
      io.log(`No local Cosmos server was running on ${settings.endpoint}: one was started for this command.`);
    }
    store = await ensureStore(createCosmosClient(settings), options.database);
    if (!(await isEmpty(store))) {
      if (!options.replace) {
        io.error(`The database ${options.database} is not empty. Use --replace to overwrite it.`);
        await server?.close();
        return 1;
      }
      store = await emptyDatabase(store, local, settings);
    }
  }

  try {
    const { dataset } = generateNetwork(options.counts, options.seed);
    const audit = options.counts.auditEntries > 0 ? new AuditGenerator(dataset, options.seed, options.counts.auditEntries) : null;
    assertValid(dataset);
    io.log(`Generated and validated ${formatCounts(Object.fromEntries(Object.entries(recordsByKind(dataset)).map(([kind, records]) => [kind, records.length])))} (seed ${options.seed}) in ${formatElapsed(Date.now() - began)}.`);
    if (options.out !== null) {
      const written = await writeOut(options.out, dataset, audit);
      io.log(`Wrote ${formatCounts(written)} to ${options.out} in ${formatElapsed(Date.now() - began)}.`);
      return 0;
    }
    const progress = progressReporter(io);
    let loaded;
    try {
      loaded = await loadNetwork(store as Store, dataset, audit, progress);
    } finally {
      progress.stop();
    }
    io.log(`Loaded ${formatCounts(loaded.documents)} into ${options.database} in ${formatElapsed(Date.now() - began)}.`);
    let code = 0;
    if (options.skipCheck) io.log('Integrity scan skipped (--skip-check).');
    else {
      const dangling = danglingLinks(await linkFieldsOfRecords(store as Store));
      if (dangling.length === 0) io.log('Integrity scan: no dangling link.');
      else {
        code = 1;
        io.error(`Integrity scan: ${dangling.length} dangling links, first ${JSON.stringify(dangling.slice(0, 5))}`);
      }
    }
    if (local && options.database === 'portal') {
      // `npm start` restores this snapshot (as after `npm run reset-data`).
      await saveSnapshot(store as Store, resolve(io.root, LOCAL_SNAPSHOT_FILE));
      io.log(`Saved the local snapshot ${LOCAL_SNAPSHOT_FILE} for npm start.`);
    } else if (server) io.log(`The data lives in the server started for this command and goes with it; start npm start first to keep it.`);
    io.log(`Done in ${formatElapsed(Date.now() - began)}.`);
    return code;
  } catch (error) {
    if (error instanceof GenerationRefused) {
      io.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await server?.close();
  }
}
