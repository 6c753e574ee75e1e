import { resolve } from 'node:path';
import { defaultPorts, LOCAL_SNAPSHOT_FILE, spaSettings } from './local/settings';
import { closeOnSignals, demoIdentityLines } from './local/console';
import { REPO_ROOT, startStack } from './local/stack';
import { viteSite } from './local/vite-site';

/** `npm start`: the whole product locally, on one origin (README, docs/adr/0001-local-host.md). */
const ports = defaultPorts();
Object.assign(process.env, spaSettings(ports));

const stack = await startStack({
  ports,
  database: 'portal',
  snapshotFile: resolve(REPO_ROOT, LOCAL_SNAPSHOT_FILE),
  site: () => viteSite(),
});

console.log(`
Research network portal running at ${stack.webUrl}

Sign in through the local identity provider (${stack.idpUrl}) as:
${demoIdentityLines()}
  or any other e-mail address (signs in as an unregistered person).

Local data is kept in .local-data/ (npm run reset-data restores the demo data). Ctrl-C stops.
`);

closeOnSignals(() => stack.close());
