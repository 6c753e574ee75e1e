import { resolve } from 'node:path';
import { DEMO_IDENTITIES } from '@portal/common/demo/demo-identities';
import { defaultPorts, LOCAL_SNAPSHOT_FILE, spaSettings } from './local/settings';
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
${DEMO_IDENTITIES.map((identity) => `  ${identity.email.padEnd(34)} ${identity.roleEn}`).join('\n')}
  or any other e-mail address (signs in as an unregistered person).

Local data is kept in .local-data/ (npm run reset-data restores the demo data). Ctrl-C stops.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log('\nStopping...');
    void stack.close().then(() => process.exit(0));
  });
}
