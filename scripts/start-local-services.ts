import { resolve } from 'node:path';
import { defaultPorts, LOCAL_SNAPSHOT_FILE } from './local/settings';
import { closeOnSignals, demoIdentityLines } from './local/console';
import { REPO_ROOT, startLocalServices } from './local/stack';

/**
 * `npm run start:local-services`: only the local identity provider and Cosmos server, with the
 * data of `npm start` (.local-data/), for the API running in the real Functions host
 * (`npm run start:func`, whose local.settings.template.json points at these ports).
 */
const ports = defaultPorts();
const services = await startLocalServices({
  ports,
  database: 'portal',
  snapshotFile: resolve(REPO_ROOT, LOCAL_SNAPSHOT_FILE),
});

console.log(`
Local identity provider: ${services.idpUrl} (keys at ${services.idpUrl}/jwks)
Local Cosmos server:     ${services.cosmosEndpoint} (database "portal")

Demo identities:
${demoIdentityLines()}

Start the API with \`npm run start:func\` in another terminal. Ctrl-C stops.
`);

closeOnSignals(() => services.close());
