import { spawn } from 'node:child_process';
import { ensureFuncSettings, FUNC_SETTINGS_FILE, FUNC_SETTINGS_TEMPLATE } from './local/func-settings';
import { buildFunctionsBundle } from './local/functions-bundle';
import { REPO_ROOT } from './local/stack';

/**
 * `npm run start:func`: the built functions in the real Functions host (Azure Functions Core
 * Tools 4, `func`), where it can be installed (docs/adr/0001-local-host.md). The API then needs
 * the local identity provider and Cosmos server: `npm run start:local-services` in another
 * terminal. Settings: local.settings.json, created from local.settings.template.json.
 */
console.log(`Built ${await buildFunctionsBundle()}`);
if (await ensureFuncSettings(REPO_ROOT)) console.log(`Created ${FUNC_SETTINGS_FILE} from ${FUNC_SETTINGS_TEMPLATE}`);

const func = spawn('func', ['start'], { cwd: REPO_ROOT, stdio: 'inherit' });
func.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
  console.error(
    'The Functions host (func) is not installed. npm installs it with the optional dependency ' +
      'azure-functions-core-tools where its install script can download the host; otherwise install ' +
      'Azure Functions Core Tools 4 (https://learn.microsoft.com/azure/azure-functions/functions-run-local).',
  );
  process.exit(1);
});
func.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// Ctrl-C reaches func through the terminal; this process only waits for it to end.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});
