import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { LOCAL_BUILD_VARIABLE } from '../frontend/build/build-auth-mode';
import { formatReport, REPORT_FILE_VARIABLE, type BundleReport } from '../frontend/build/bundle-budget';

/**
 * `npm run size`: builds the SPA (without writing it) and prints the gzipped JavaScript of each
 * route; exits non-zero when the signed-out home page is over its budget (the build fails then
 * too: see the plugin in frontend/vite.config.ts).
 */
const root = resolve(import.meta.dirname, '..');
const work = await mkdtemp(join(tmpdir(), 'portal-size-'));
const reportFile = join(work, 'report.json');
process.env[REPORT_FILE_VARIABLE] = reportFile;
// Measured with frontend/.env's local settings unless the environment says entra: the code is the same.
process.env[LOCAL_BUILD_VARIABLE] ??= '1';

let failure: unknown = null;
try {
  await build({
    configFile: resolve(root, 'frontend/vite.config.ts'),
    logLevel: 'error',
    build: { outDir: join(work, 'dist'), emptyOutDir: true, write: false },
  });
} catch (error) {
  failure = error;
}

const report = await readFile(reportFile, 'utf8')
  .then((text) => JSON.parse(text) as BundleReport)
  .catch(() => null);
await rm(work, { recursive: true, force: true });

if (!report) {
  console.error('The build did not produce a size report.', failure);
  process.exit(1);
}
console.log(formatReport(report));
process.exit(report.withinBudget && !failure ? 0 : 1);
