import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOI_FIXTURES } from './doi-fixtures';

/**
 * The local DOI fixture service (spec 6-data-and-beyond §6.3.7): a stand-in for DOI content
 * negotiation on the loopback interface, never deployed, like the local identity provider. As
 * the public resolver does, `/doi/<doi>` redirects (302) to the registration agency's address,
 * `/transform/<doi>`, which answers the record as CSL-JSON when asked for
 * `application/vnd.citationstyles.csl+json` (406 otherwise); an unknown DOI answers 404; the
 * fixtures `…slow` and `…error` answer after 8 seconds and with a 500. DOIs match whatever their case.
 *
 * The test stack stops and restarts it (the "stopped service" case) and reads how many requests
 * it received and the headers of the last one (nothing about the caller may be sent).
 */
export interface DoiService {
  url: string;
  /** The DOI_METADATA_URL template pointing at it. */
  template: string;
  requestCount(): number;
  lastRequestHeaders(): IncomingHttpHeaders | null;
  /** Stops listening (connections dropped); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  running(): boolean;
  close(): Promise<void>;
}

export const CSL_JSON = 'application/vnd.citationstyles.csl+json';

function decodedDoi(path: string): string | null {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return null;
  }
}

export async function startDoiService(port: number): Promise<DoiService> {
  let count = 0;
  let lastHeaders: IncomingHttpHeaders | null = null;
  const timers = new Set<NodeJS.Timeout>();

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    count += 1;
    lastHeaders = req.headers;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/(doi|transform)\/(.+)$/.exec(url.pathname);
    const doi = match?.[2] ? decodedDoi(match[2]) : null;
    if (req.method !== 'GET' || !match || doi === null) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    const fixture = DOI_FIXTURES[doi];
    if (!fixture) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('DOI Not Found');
    if (match[1] === 'doi') {
      // The resolver hands the request over to the agency that registered the DOI.
      return void res.writeHead(302, { Location: `/transform/${match[2]}` }).end();
    }
    if (fixture.kind === 'error') return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
    if (!(req.headers.accept ?? '').includes(CSL_JSON)) return void res.writeHead(406, { 'Content-Type': 'text/plain' }).end('Not Acceptable');
    const send = () => res.writeHead(200, { 'Content-Type': `${CSL_JSON}; charset=utf-8` }).end(JSON.stringify(fixture.record));
    if (!fixture.delayMs) return void send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) send();
    }, fixture.delayMs);
    timers.add(timer);
    res.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  };

  let server: Server | null = null;
  // Port 0 (tests) takes a free port once; a restart listens on the same one.
  let boundPort = port;
  const start = async () => {
    if (server) return;
    const next = createServer(handler);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (next.address() as AddressInfo).port;
    server = next;
  };
  const stop = async () => {
    const current = server;
    if (!current) return;
    server = null;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await new Promise<void>((resolve) => {
      current.close(() => resolve());
      current.closeAllConnections();
    });
  };
  await start();
  return {
    url: `http://localhost:${boundPort}`,
    template: doiMetadataTemplate(boundPort),
    requestCount: () => count,
    lastRequestHeaders: () => lastHeaders,
    stop,
    start,
    running: () => server !== null,
    close: stop,
  };
}

/** DOI_METADATA_URL for the fixture service on `port` (spec 1-roles-and-identity §1.2.4: `http://localhost:9401/doi/{doi}`). */
export function doiMetadataTemplate(port: number): string {
  return `http://localhost:${port}/doi/{doi}`;
}
