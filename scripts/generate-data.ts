import { runGenerateData } from './generate-data/command';
import { REPO_ROOT } from './local/stack';

/** `npm run generate-data -- [options]` (spec 6-data-and-beyond §6.2.1). */
const code = await runGenerateData(process.argv.slice(2), {
  env: process.env,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  root: REPO_ROOT,
});
process.exit(code);
