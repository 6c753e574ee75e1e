import { resolve } from 'node:path';
import { stageApi, stageSite, verifyApi, verifySite } from './artifacts';

/**
 * Prepares and checks a deployment artifact (used by .github/workflows/deploy.yml):
 *
 *   tsx scripts/checks/package-artifacts.ts site frontend/dist   copy staticwebapp.config.json into
 *                                                                the built SPA, then check the folder
 *   tsx scripts/checks/package-artifacts.ts api .deploy/api      write the API package (bundle,
 *                                                                host.json, package.json, lock)
 *   tsx scripts/checks/package-artifacts.ts verify-api .deploy/api   check it after npm ci
 *
 * Exits 1 and lists the problems when the artifact is not deployable.
 */
const [kind, target] = process.argv.slice(2);
if (!kind || !target) {
  console.error('usage: tsx scripts/checks/package-artifacts.ts <site|api|verify-api> <folder>');
  process.exit(2);
}
const dir = resolve(target);

let problems: string[];
switch (kind) {
  case 'site':
    await stageSite(dir);
    problems = await verifySite(dir);
    break;
  case 'api':
    await stageApi(dir);
    problems = await verifyApi(dir);
    break;
  case 'verify-api':
    problems = await verifyApi(dir);
    break;
  default:
    console.error(`unknown artifact kind: ${kind}`);
    process.exit(2);
}

if (problems.length > 0) {
  console.error(`${target} is not deployable:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`${target}: ${kind === 'site' ? 'site ready (staticwebapp.config.json included)' : 'API package ready'}`);
