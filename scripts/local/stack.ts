import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { Store } from '../../functions/src/data/cosmos';
import { dropKeptAnswers } from '../../functions/src/services';
import { createApiHost, type Fallback } from './api-host';
import { hasAccounts, loadDemoData } from './demo-data';
import { startDoiService, type DoiService } from './doi-service';
import { startIdentityProvider } from './identity-provider';
import { openLocalStore, restoreSnapshot, saveSnapshot, startCosmosServer, type RunningCosmos } from './local-cosmos';
import { apiSettings, idpUrl, LOCAL_CLIENT_ID, LOCAL_THIRD_PARTY_CLIENT_ID, type LocalPorts } from './settings';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface StackOptions {
  ports: LocalPorts;
  database: string;
  /** Where local data survives restarts; null keeps it in memory only (tests). */
  snapshotFile: string | null;
  /** Serves everything outside /api: the Vite dev middleware or the built SPA. */
  site: (idpOrigin: string) => Promise<Fallback>;
  /** Key-set URL the API trusts; defaults to the local provider's. */
  jwksUrl?: string;
  /** Other local-only API settings (the test stack's LOCAL_JWKS_REFETCH_SECONDS). */
  extraApiSettings?: Record<string, string>;
  tokenLifetimeSeconds?: number;
  log?: (line: string) => void;
  /** A local Cosmos server started elsewhere (the benchmark's, in its own process); closed with the stack. */
  cosmos?: RunningCosmos;
}

export interface RunningStack {
  webUrl: string;
  idpUrl: string;
  cosmosEndpoint: string;
  store: Store;
  cosmosRequestCount(): number;
  /** The DOI fixture service (the test stack stops and restarts it). */
  doi: DoiService;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolvePromise());
  });
}

export interface ServicesOptions {
  ports: LocalPorts;
  database: string;
  /** Where local data survives restarts; null keeps it in memory only (tests). */
  snapshotFile: string | null;
  tokenLifetimeSeconds?: number;
  log?: (line: string) => void;
  /** A local Cosmos server started elsewhere; by default one starts in this process. */
  cosmos?: RunningCosmos;
}

export interface RunningServices {
  idpUrl: string;
  cosmosEndpoint: string;
  store: Store;
  cosmosRequestCount(): number;
  /** Calls `listener` after every write the local Cosmos server answers, whoever sent it. */
  onStoreWrite(listener: () => void): void;
  /** The DOI fixture service the API asks for DOI prefill (spec 6-data-and-beyond §6.3.7). */
  doi: DoiService;
  close(): Promise<void>;
}

/**
 * Starts the local Cosmos server (unless given one), the identity provider and the DOI fixture service, in this process, with the demo data
 * on first start: what the API needs around it, whether it runs in the local host (`startStack`)
 * or in the real Functions host (`npm run start:local-services`, then `func start`).
 */
export async function startLocalServices(options: ServicesOptions): Promise<RunningServices> {
  const log = options.log ?? ((line: string) => console.log(line));
  const cosmos = options.cosmos ?? (await startCosmosServer(options.ports.cosmos));
  const idp = await startIdentityProvider({
    port: options.ports.idp,
    clientId: LOCAL_CLIENT_ID,
    thirdPartyClientId: LOCAL_THIRD_PARTY_CLIENT_ID,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds,
  });
  const doi = await startDoiService(options.ports.doi);
  const store = await openLocalStore(cosmos.endpoint, options.database);
  // Saved only after writes: reading a large network back takes seconds of this process's time.
  let unsaved = false;
  cosmos.onWrite(() => {
    unsaved = true;
  });
  const restored = options.snapshotFile ? await restoreSnapshot(store, options.snapshotFile) : false;
  if (restored) unsaved = false;
  if (!restored && !(await hasAccounts(store))) log(await loadDemoData(store));

  let saving: Promise<unknown> = Promise.resolve();
  const save = () => {
    if (options.snapshotFile) {
      saving = saving
        .then(() => {
          if (!unsaved) return;
          unsaved = false;
          return saveSnapshot(store, options.snapshotFile as string);
        })
        .catch((error: unknown) => {
          unsaved = true;
          log(`Could not save local data: ${String(error)}`);
        });
    }
    return saving;
  };
  const timer = options.snapshotFile ? setInterval(() => void save(), 10_000) : null;

  return {
    idpUrl: idp.url,
    cosmosEndpoint: cosmos.endpoint,
    store,
    cosmosRequestCount: cosmos.requestCount,
    onStoreWrite: cosmos.onWrite,
    doi,
    async close() {
      if (timer) clearInterval(timer);
      await save();
      await doi.close();
      await idp.close();
      await cosmos.close();
    },
  };
}

/** Starts the local Cosmos server, the identity provider and the local host, in this process. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  // The API handlers run in this process and read their settings from its environment.
  Object.assign(process.env, apiSettings(options.ports, options.database, options.jwksUrl ?? `http://127.0.0.1:${options.ports.idp}/jwks`), options.extraApiSettings);
  const services = await startLocalServices(options);
  // The handlers run in this process: data written to the store behind the API's back (demo
  // data, `npm run reset-data`, tests seeding the store) must not be hidden by an answer kept
  // from before (docs/adr/0031-anonymous-answer-cache.md).
  services.onStoreWrite(dropKeptAnswers);
  const host = createApiHost(await options.site(idpUrl(options.ports)));
  await listen(host, options.ports.web);

  return {
    webUrl: `http://localhost:${options.ports.web}`,
    idpUrl: services.idpUrl,
    cosmosEndpoint: services.cosmosEndpoint,
    store: services.store,
    cosmosRequestCount: services.cosmosRequestCount,
    doi: services.doi,
    async close() {
      await new Promise((resolvePromise) => host.close(() => resolvePromise(undefined)));
      host.closeAllConnections();
      await services.close();
    },
  };
}
