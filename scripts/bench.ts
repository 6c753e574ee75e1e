import { performance } from 'node:perf_hooks';
import { dropKeptAnswers } from '../functions/src/services';
import { runLoadBench } from './bench-load';
import { startStack } from './local/stack';

/**
 * `npm run bench`: server times of the read patterns of spec 2-data-model §2.6.4 on the demo
 * dataset, through the local host and the local Cosmos server (medians and 95th percentiles of
 * 40 timed requests after 5 warm-up requests each). A benchmark, not a test: it checks no target.
 * The large synthetic network of spec 6-data-and-beyond §6.2 is not generated yet.
 * `npm run bench -- --load`: the load run of scripts/bench-load.ts instead.
 */
if (process.argv.includes('--load')) process.exit(await runLoadBench());

const RUNS = 40;
const WARM_UP = 5;
const stack = await startStack({
  ports: { web: Number(process.env.BENCH_WEB_PORT ?? 4590), idp: Number(process.env.BENCH_IDP_PORT ?? 9690), cosmos: Number(process.env.BENCH_COSMOS_PORT ?? 8391) },
  database: 'portal-bench',
  snapshotFile: null,
  site: async () => (_request, response) => void response.writeHead(404).end(),
  log: () => undefined,
});
const base = stack.webUrl.replace('localhost', '127.0.0.1');

const PATTERNS: [string, string][] = [
  ['A4 active members', 'all-members'],
  ['A5 products', 'all-products'],
  ['A6 grants', 'all-grants'],
  ['A7 events', 'all-events'],
  ['A7 product titles', 'all-product-titles'],
  ['authors', 'all-authors'],
  ['A9 keywords', 'all-keywords'],
  ['A9 one reference list', 'all-faculties'],
  ['A23 home counts', 'stats/counts'],
  ['A10+A11+A12 member detail', 'member/member-jean-pierre-levesque/public'],
  ['A10+A11+A18 product detail', 'product/product-01/public'],
  ['A10+A11+A19 event detail', 'event/event-01/public'],
  ['A10+A17 partner detail', 'partner/org-lakeview-health/public'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

console.log(`${'pattern'.padEnd(30)} ${'route'.padEnd(44)} median ms   p95 ms   store ops`);
for (const [name, route] of PATTERNS) {
  const url = `${base}/api/${route}`;
  for (let i = 0; i < WARM_UP; i += 1) await (await fetch(url)).arrayBuffer();
  const before = stack.cosmosRequestCount();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // The targets are about the store read: kept anonymous list answers (docs/adr/0031) are
    // dropped so that every timed call of a list refreshes it.
    dropKeptAnswers();
    const started = performance.now();
    await (await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } })).arrayBuffer();
    times.push(performance.now() - started);
  }
  const operations = (stack.cosmosRequestCount() - before) / RUNS;
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(30)} ${route.padEnd(44)} ${percentile(times, 50).toFixed(1).padStart(9)} ${percentile(times, 95).toFixed(1).padStart(8)} ${operations.toFixed(0).padStart(10)}`);
}
await stack.close();
process.exit(0);
