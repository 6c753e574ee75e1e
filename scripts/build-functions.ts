import { buildFunctionsBundle } from './local/functions-bundle';

/** `npm run build:functions`: functions/dist/main.js (scripts/local/functions-bundle.ts). */
console.log(`Built ${await buildFunctionsBundle()}`);
