import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { DoiService } from './doi-service';

/**
 * A key set for deliberately bad tokens (spec 1-roles-and-identity §1.4.6): the API under test
 * trusts the local provider's keys plus this test key, served together from one URL.
 */
export interface TestKeys {
  jwksUrl: string;
  controlUrl: string;
  privateJwk: JWK;
  close(): Promise<void>;
}

/**
 * How the key set answers while a test simulates an identity-provider outage (§1.4.4): every
 * answer that is not a 200 with a JSON key set must count as "cannot be fetched".
 */
export const KEY_SET_OUTAGES = {
  'status-503': { status: 503, type: 'text/plain', body: 'Service Unavailable' },
  'html-200': { status: 200, type: 'text/html', body: '<html><body>Maintenance</body></html>' },
  'not-a-key-set': { status: 200, type: 'application/json', body: '{"error":"temporarily_unavailable"}' },
} as const;
export type KeySetOutage = keyof typeof KEY_SET_OUTAGES;

/**
 * Also answers `GET /cosmos-requests` with the number of requests the local Cosmos server has
 * received, for the efficiency tests (spec 3-api §3.15), and `POST /key-set-outage?answer=<kind>`
 * (a key of KEY_SET_OUTAGES, or `none` to end it) for the outage tests. For the DOI lookup tests
 * (spec 6-data-and-beyond §6.3.7) it controls the real DOI fixture service of the stack:
 * `GET /doi-service` answers `{running, requests, last_headers}` (requests received so far, the
 * headers of the last one), `POST /doi-service?state=stopped|running` stops or restarts it.
 */
export async function startTestKeySet(
  port: number,
  providerJwksUrl: string,
  cosmosRequests: () => number,
  doiService: () => DoiService | null = () => null,
): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key';
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  let outage: KeySetOutage | null = null;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/cosmos-requests') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ count: cosmosRequests() }));
      return;
    }
    const doi = url.pathname === '/doi-service' ? doiService() : null;
    if (doi && req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ running: doi.running(), requests: doi.requestCount(), last_headers: doi.lastRequestHeaders() }));
      return;
    }
    if (doi && req.method === 'POST') {
      const state = url.searchParams.get('state');
      if (state !== 'stopped' && state !== 'running') return void res.writeHead(400).end();
      void (state === 'stopped' ? doi.stop() : doi.start()).then(
        () => res.writeHead(204).end(),
        () => res.writeHead(500).end(),
      );
      return;
    }
    if (req.method === 'POST' && url.pathname === '/key-set-outage') {
      const answer = url.searchParams.get('answer') ?? '';
      if (answer !== 'none' && !(answer in KEY_SET_OUTAGES)) return void res.writeHead(400).end();
      outage = answer === 'none' ? null : (answer as KeySetOutage);
      return void res.writeHead(204).end();
    }
    if (outage) {
      const { status, type, body } = KEY_SET_OUTAGES[outage];
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
      return;
    }
    void fetch(providerJwksUrl)
      .then((answer) => answer.json() as Promise<{ keys: JWK[] }>)
      .then(({ keys }) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ keys: [...keys, publicJwk] }));
      })
      .catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    jwksUrl: `http://127.0.0.1:${port}/jwks`,
    controlUrl: `http://127.0.0.1:${port}`,
    privateJwk,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
