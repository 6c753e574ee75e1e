import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import functions from '@azure/functions';
import type { RouteDefinition } from '../../functions/src/http/route-definition';
import { wrapRoute } from '../../functions/src/http/wrap';
import { FALLBACK_ROUTE, ROUTES } from '../../functions/src/routes';

/**
 * The local stand-in for the Azure Functions host (docs/adr/0001-local-host.md): the same route
 * table and the same wrapped handlers, behind node:http, on the same origin as the SPA.
 */
export type Fallback = (req: IncomingMessage, res: ServerResponse) => void;

interface CompiledRoute {
  pattern: RegExp;
  names: string[];
  handler: ReturnType<typeof wrapRoute>;
  name: string;
}

function compile(route: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const source = route.route
    .split('/')
    .map((segment) => {
      const catchAll = /^\{\*(\w+)\}$/.exec(segment);
      if (catchAll?.[1]) {
        names.push(catchAll[1]);
        return '(.*)';
      }
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param?.[1]) {
        names.push(param[1]);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^/api/${source}/?$`), names, handler: wrapRoute(route), name: route.name };
}

export function createApiHost(fallback: Fallback): Server {
  const compiled = [...ROUTES, FALLBACK_ROUTE].map(compile);
  const logHandler = (level: string, ...args: unknown[]) => {
    if (level === 'error' || level === 'warning' || process.env.LOCAL_HOST_VERBOSE) console.log(`[api] ${args.map(String).join(' ')}`);
  };

  // Headers up to 32 KB in all, as the Functions host accepts (Kestrel's default), so that a
  // bearer header over 16 KB reaches the API's own refusal (spec 1-roles-and-identity §1.4.3
  // step 1) instead of node's 431 at its 16 KB default.
  return createServer({ maxHeaderSize: 32 * 1024 }, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) {
      fallback(req, res);
      return;
    }
    void dispatch(req, res, url).catch((error: unknown) => {
      console.error('[api] host failure', error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    let match: RegExpExecArray | null = null;
    const route = compiled.find((candidate) => (match = candidate.pattern.exec(url.pathname)) !== null);
    if (!route || !match) throw new Error('the catch-all route must match every /api path');
    const found: RegExpExecArray = match;
    const params = Object.fromEntries(route.names.map((name, index) => [name, safeDecode(found[index + 1] ?? '')]));

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers[name] = value;
      else if (Array.isArray(value)) headers[name] = value.join(', ');
    }
    const method = req.method ?? 'GET';
    const href = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`;
    const body = method === 'GET' || method === 'HEAD' ? null : bodyStream(req);
    // The body is handed over as a stream, as the Functions host does with HTTP streams (the
    // library's own stream mode builds the same native Request): the wrapper's size limits
    // (3-api §3.1.2) decide how much is read, not this adapter.
    const request = new functions.HttpRequest({
      params,
      nativeRequest: new Request(href, { method, headers, body: body?.stream ?? null, duplex: 'half' } as RequestInit),
    } as functions.HttpRequestInit);
    const context = new functions.InvocationContext({ invocationId: randomUUID(), functionName: route.name, logHandler });
    const response = new functions.HttpResponse(await route.handler(request, context));
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      responseHeaders[name] = value;
    });
    const payload = response.body ? Buffer.from(await response.arrayBuffer()) : null;
    res.writeHead(response.status, responseHeaders);
    res.end(payload ?? undefined);
    // What the handler left unread (a refused body) is read and dropped after the answer, so the
    // client can finish sending and read the answer on a healthy connection.
    if (body && !req.complete) void body.discardRest();
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The request as a web stream read on demand (one chunk per pull, nothing buffered ahead), and a
 * way to drop whatever the handler did not read.
 */
function bodyStream(req: IncomingMessage): { stream: ReadableStream<Uint8Array>; discardRest: () => Promise<void> } {
  const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done === true) controller.close();
        else controller.enqueue(new Uint8Array(next.value));
      },
    },
    { highWaterMark: 0 },
  );
  const discardRest = async () => {
    try {
      while ((await chunks.next()).done !== true);
    } catch {
      // The client closed the connection: nothing left to drop.
    }
  };
  return { stream, discardRest };
}
