import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

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
 * Also answers `GET /cosmos-requests` with the number of requests the local Cosmos server has
 * received, for the efficiency tests (spec 3-api §3.15).
 */
export async function startTestKeySet(port: number, providerJwksUrl: string, cosmosRequests: () => number): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key';
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  const server = createServer((req, res) => {
    if (req.url === '/cosmos-requests') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ count: cosmosRequests() }));
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
