import { performance } from 'node:perf_hooks';
import { spawnTestStack } from './local/test-stack-process';

/**
 * `npm run bench -- --load` (issue 12): mixed reads and writes from 50 concurrent connections for
 * 60 s against the test stack, started in a process of its own on the bench's ports so that the
 * load generator does not share its event loop. Reports requests per second, p50/p99 latency and
 * errors, and checks for lost updates: each connection writes only its own keyword and product,
 * with If-Match, so every write must be accepted and the last accepted value of each must be
 * what is read back at the end. A benchmark: it sets no speed target; it exits 1 only when a
 * request failed or an update was lost. BENCH_LOAD_SECONDS and BENCH_LOAD_CONNECTIONS override
 * the defaults (60 s, 50).
 */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
/** One request in four is a write (an update of the connection's own records). */
const WRITE_SHARE = 0.25;

/** The public reads of the home, list and detail pages (spec 3-api §3.4), and two private ones. */
const PUBLIC_READS = [
  'all-members',
  'all-products',
  'all-keywords',
  'all-events',
  'all-faculties',
  'stats/counts',
  'member/member-eric-levesque/public',
  'product/product-01/public',
  'event/event-01/public',
];

interface Sample {
  kind: 'read' | 'write';
  ms: number;
}

interface Owned {
  keyword: { id: string; etag: string; name: string };
  product: { id: string; etag: string; note: string };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export async function runLoadBench(): Promise<number> {
  // The test stack reads its ports from TEST_*; the bench's own, away from npm start and npm test.
  Object.assign(process.env, {
    TEST_WEB_PORT: process.env.BENCH_WEB_PORT ?? '4590',
    TEST_IDP_PORT: process.env.BENCH_IDP_PORT ?? '9690',
    TEST_COSMOS_PORT: process.env.BENCH_COSMOS_PORT ?? '8391',
    TEST_KEYS_PORT: process.env.BENCH_KEYS_PORT ?? '9691',
  });
  const stack = await spawnTestStack({ spa: false });
  try {
    Object.assign(process.env, stack.env);
    // The sign-in of the API tests (code flow with PKCE against the local provider), once the
    // stack's variables are set: the module reads them when it loads.
    const { signIn, bearer, DEMO_EMAILS } = await import('../functions/test/api/support');
    const base = stack.env.PORTAL_TEST_WEB_URL?.replace('localhost', '127.0.0.1') ?? '';
    const admin = bearer(await signIn(DEMO_EMAILS.admin));
    const call = (path: string, init: RequestInit = {}) => fetch(`${base}/api/${path}`, init);
    const json = (method: string, body: unknown, ifMatch?: string): RequestInit => ({
      method,
      headers: { ...admin, 'Content-Type': 'application/json', ...(ifMatch ? { 'If-Match': `"${ifMatch}"` } : {}) },
      body: JSON.stringify(body),
    });
    await (await call('active-account', { headers: admin })).arrayBuffer();

    // Each connection's own records, created before the clock starts.
    const owned: Owned[] = [];
    for (let c = 0; c < CONNECTIONS; c += 1) {
      const keywordName = `Load ${c} start`;
      const keyword = await call('register-keyword', json('POST', { name_en: keywordName, name_fr: `Charge ${c} début` }));
      const product = await call('register-product', json('POST', { title_en: `Load test product ${c}`, all_author: `Load ${c}`, note: 'start' }));
      if (keyword.status !== 201 || product.status !== 201) throw new Error(`setup: register-keyword ${keyword.status}, register-product ${product.status}`);
      const k = (await keyword.json()) as { id: string; etag: string };
      const p = (await product.json()) as { id: string; etag: string };
      owned.push({ keyword: { id: k.id, etag: k.etag, name: keywordName }, product: { id: p.id, etag: p.etag, note: 'start' } });
    }

    const samples: Sample[] = [];
    const errors = new Map<string, number>();
    const fail = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
    const deadline = performance.now() + SECONDS * 1000;
    let random = 12_345;
    // A fixed-seed generator, so that two runs send the same mix.
    const next = () => {
      random = (Math.imul(random, 1_103_515_245) + 12_345) & 0x7fffffff;
      return random / 0x80000000;
    };

    const timed = async (kind: Sample['kind'], label: string, request: () => Promise<Response>, expected: number): Promise<Response | null> => {
      const started = performance.now();
      try {
        const response = await request();
        const body = await response.arrayBuffer();
        samples.push({ kind, ms: performance.now() - started });
        if (response.status !== expected) {
          fail(`${label} ${response.status}`);
          return null;
        }
        return new Response(body, { status: response.status, headers: response.headers });
      } catch (error) {
        fail(`${label} ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    };

    const connection = async (c: number) => {
      const mine = owned[c] as Owned;
      let n = 0;
      while (performance.now() < deadline) {
        n += 1;
        if (next() >= WRITE_SHARE) {
          const r = next();
          if (r < 0.85) {
            const path = PUBLIC_READS[Math.floor(next() * PUBLIC_READS.length)] as string;
            await timed('read', path, () => call(path, { headers: { 'Accept-Encoding': 'gzip' } }), 200);
          } else {
            await timed('read', 'product private', () => call(`product/${mine.product.id}/private`, { headers: admin }), 200);
          }
        } else if (next() < 0.5) {
          const name = `Load ${c} ${n}`;
          const answer = await timed('write', 'update-keyword', () => call(`update-keyword/${mine.keyword.id}`, json('PATCH', { name_en: name }, mine.keyword.etag)), 200);
          if (answer) {
            const body = (await answer.json()) as { name_en: string; etag: string };
            if (body.name_en !== name) fail('update-keyword answered another name');
            mine.keyword = { ...mine.keyword, etag: body.etag, name };
          }
        } else {
          const note = `Load ${c} note ${n}`;
          const answer = await timed('write', 'update-product-public', () => call(`update-product/${mine.product.id}/public`, json('PATCH', { note }, mine.product.etag)), 200);
          if (answer) {
            const body = (await answer.json()) as { note: string; etag: string };
            if (body.note !== note) fail('update-product answered another note');
            mine.product = { ...mine.product, etag: body.etag, note };
          }
        }
      }
    };

    const started = performance.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, c) => connection(c)));
    const elapsed = (performance.now() - started) / 1000;

    // Every accepted write is read back: the last value each connection wrote must be stored.
    let lost = 0;
    const keywords = (await (await call('all-keywords')).json()) as { id: string; name_en: string | null }[];
    for (const mine of owned) {
      const keyword = keywords.find((k) => k.id === mine.keyword.id);
      const product = (await (await call(`product/${mine.product.id}/private`, { headers: admin })).json()) as { note?: string };
      if (keyword?.name_en !== mine.keyword.name) lost += 1;
      if (product.note !== mine.product.note) lost += 1;
    }

    const report = (kind: Sample['kind'] | null) => {
      const times = samples.filter((s) => kind === null || s.kind === kind).map((s) => s.ms).sort((a, b) => a - b);
      return `${String(times.length).padStart(7)} requests ${(times.length / elapsed).toFixed(1).padStart(8)}/s   p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms`;
    };
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    console.log(`Load: ${CONNECTIONS} connections for ${elapsed.toFixed(1)} s against the local test stack`);
    console.log(`all    ${report(null)}`);
    console.log(`reads  ${report('read')}`);
    console.log(`writes ${report('write')}`);
    console.log(`errors ${errorCount}${errorCount > 0 ? `: ${[...errors].map(([what, count]) => `${what} ×${count}`).join(', ')}` : ''}`);
    console.log(`lost updates ${lost} (of ${owned.length * 2} records written)`);
    return errorCount === 0 && lost === 0 ? 0 : 1;
  } finally {
    await stack.stop();
  }
}
