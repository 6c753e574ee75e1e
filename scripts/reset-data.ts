import { resolve } from 'node:path';
import { assertLocalDatabase, DemoDataRefused, loadDemoData } from './local/demo-data';
import { openLocalStore, saveSnapshot, startCosmosServer } from './local/local-cosmos';
import { apiSettings, cosmosEndpoint, defaultPorts, LOCAL_SNAPSHOT_FILE } from './local/settings';
import { REPO_ROOT } from './local/stack';

/**
 * `npm run reset-data`: replaces the local data with the demo dataset, whether or not
 * `npm start` is running (spec 6-data-and-beyond §6.1.1).
 */
const ports = defaultPorts();
const settings = { ...apiSettings(ports, 'portal'), ...pick(process.env, ['AUTH_MODE', 'COSMOS_ENDPOINT', 'COSMOS_DATABASE']) };
try {
  assertLocalDatabase(settings.AUTH_MODE, settings.COSMOS_ENDPOINT ?? cosmosEndpoint(ports));
} catch (error) {
  if (error instanceof DemoDataRefused) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const endpoint = settings.COSMOS_ENDPOINT ?? cosmosEndpoint(ports);
const running = await fetch(endpoint).then(
  () => true,
  () => false,
);
const server = running ? null : await startCosmosServer(ports.cosmos);
const store = await openLocalStore(endpoint, settings.COSMOS_DATABASE ?? 'portal');
console.log(await loadDemoData(store));
await saveSnapshot(store, resolve(REPO_ROOT, LOCAL_SNAPSHOT_FILE));
await server?.close();

function pick(env: NodeJS.ProcessEnv, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name] as string]] : [])));
}
