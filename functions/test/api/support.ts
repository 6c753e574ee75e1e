import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { CosmosClient } from '@azure/cosmos';
import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { LOCAL_COSMOS_KEY } from '../../../scripts/local/settings';

/** What scripts/test.ts tells the API tests about the running local stack. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the API tests through "npm test" or "npm run test:api"`);
  return value;
}

export const WEB_URL = required('PORTAL_TEST_WEB_URL');
export const IDP_URL = required('PORTAL_TEST_IDP_URL').replace('localhost', '127.0.0.1');
export const CLIENT_ID = required('PORTAL_TEST_CLIENT_ID');
export const API_SCOPE = `api://${CLIENT_ID}/access_as_user`;
const LOCAL_WEB_URL = WEB_URL.replace('localhost', '127.0.0.1');

export function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${LOCAL_WEB_URL}${path}`, { redirect: 'manual', ...init });
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'X-Authorization': `Bearer ${token}` };
}

/** A raw GET through the local host: the bytes as sent (fetch would decode them) and the headers. */
export function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; encoding: string | undefined; headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${LOCAL_WEB_URL}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/**
 * Signs in through the local provider exactly as MSAL does (code flow with PKCE), no browser.
 * Answers the access token, or with `token: 'id_token'` the ID token; `clientId` signs in as
 * another application the provider knows (a third-party app asking for the portal's API scope).
 */
export async function signIn(
  email: string,
  scope = `${API_SCOPE} openid profile offline_access`,
  { clientId = CLIENT_ID, token: which = 'access_token' }: { clientId?: string; token?: 'access_token' | 'id_token' } = {},
): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: WEB_URL,
    response_type: 'code',
    scope,
    state: randomUUID(),
    nonce: randomUUID(),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    login_hint: email,
  });
  const authorize = await fetch(`${IDP_URL}/authorize?${query}`, { redirect: 'manual' });
  const location = authorize.headers.get('location') ?? '';
  const code = new URLSearchParams(location.split('#')[1] ?? '').get('code');
  if (!code) throw new Error(`no code for ${email}: ${authorize.status}`);
  const token = await fetch(`${IDP_URL}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: WEB_URL, scope }),
  });
  const body = (await token.json()) as { access_token?: string; id_token?: string };
  const value = body[which];
  if (!value) throw new Error(`no ${which} for ${email}`);
  return value;
}

const testKey = JSON.parse(readFileSync(required('PORTAL_TEST_KEY_FILE'), 'utf8')) as JWK;

/** Decodes a token's payload (tests only: the API never trusts an unverified payload). */
export function claimsOf(token: string): JWTPayload {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as JWTPayload;
}

/**
 * A token signed with the test key that the API under test trusts, shaped like an Entra v2
 * access token; `claims` overrides or (with undefined) removes claims.
 */
export async function testToken(
  claims: Record<string, unknown> = {},
  header: { alg?: string; kid?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const tid = typeof claims.tid === 'string' ? claims.tid : '11111111-2222-4333-8444-555555555555';
  const payload: Record<string, unknown> = {
    iss: `https://login.microsoftonline.com/${tid}/v2.0`,
    aud: CLIENT_ID,
    azp: CLIENT_ID,
    tid,
    oid: randomUUID(),
    scp: 'access_as_user',
    preferred_username: 'someone@elsewhere.example',
    name: 'Some One',
    iat: now,
    nbf: now,
    exp: now + 600,
    ver: '2.0',
  };
  for (const [name, value] of Object.entries(claims)) {
    if (value === undefined) delete payload[name];
    else payload[name] = value;
  }
  const key = await importJWK(testKey, 'RS256');
  return new SignJWT(payload).setProtectedHeader({ alg: header.alg ?? 'RS256', kid: header.kid ?? testKey.kid ?? 'test-key', typ: 'JWT' }).sign(key);
}

/** A container of the test database, for direct access. */
function testContainer(id: 'records' | 'audit') {
  const client = new CosmosClient({
    endpoint: required('PORTAL_TEST_COSMOS_ENDPOINT'),
    key: LOCAL_COSMOS_KEY,
    connectionPolicy: { enableEndpointDiscovery: false },
  });
  return client.database(required('PORTAL_TEST_DATABASE')).container(id);
}

/** Direct access to the test database, to check what was (not) written. */
export function records() {
  return testContainer('records');
}

/** The audit container (spec 2-data-model §2.2.11), partitioned by `record_key`. */
export function auditEntries() {
  return testContainer('audit');
}

export async function readAccount(id: string): Promise<Record<string, unknown>> {
  const { resource } = await records().item(id, 'account').read<Record<string, unknown>>();
  if (!resource) throw new Error(`no account ${id}`);
  return resource;
}

/** Requests the local Cosmos server has received so far (efficiency tests). */
export async function cosmosRequests(): Promise<number> {
  const answer = await fetch(`${required('PORTAL_TEST_CONTROL_URL')}/cosmos-requests`);
  return ((await answer.json()) as { count: number }).count;
}

/** The store requests one call of a route makes, measured after a warm-up call. */
/**
 * The lists read from every record of a kind (no filter): once an instance keeps their rows, a
 * refresh after a change is a count and a query of what changed, two queries instead of one
 * (docs/adr/0039-list-rows-kept-and-refreshed.md). The other lists (active members, one reference
 * list) are one query.
 */
export const WHOLE_KIND_LISTS: ReadonlySet<string> = new Set([
  'all-accounts', 'all-authors', 'all-events', 'all-grants', 'all-keywords', 'all-organizations', 'all-partners',
  'all-product-titles', 'all-products', 'all-supervisions',
]);

/** Store queries of a list's refresh once its instance has read it before (see WHOLE_KIND_LISTS). */
export function refreshQueries(route: string): number {
  return WHOLE_KIND_LISTS.has(route) ? 2 : 1;
}

export async function storeRequestsOf(path: string, init: RequestInit = {}): Promise<number> {
  await api(path, init);
  const before = await cosmosRequests();
  const response = await api(path, init);
  const after = await cosmosRequests();
  if (response.status >= 400) throw new Error(`${path} answered ${response.status}`);
  return after - before;
}

/** A JSON object as the API answers and the store holds it. */
export type Json = Record<string, unknown>;

/** The demo users the API tests sign in as, by role (see the demo data). */
export const DEMO_EMAILS = {
  admin: 'admin@aurora-network.example',
  olivier: 'olivier.roy@aurora-network.example',
  member: 'member@aurora-network.example',
  guest: 'guest@aurora-network.example',
  newcomer: 'newcomer@aurora-network.example',
} as const;
export type DemoRole = keyof typeof DEMO_EMAILS;

/** Signs in each of the given demo roles, one after the other, and answers their tokens by role. */
export async function signInAll<Role extends DemoRole>(roles: readonly Role[]): Promise<Record<Role, string>> {
  const tokens = {} as Record<Role, string>;
  for (const role of roles) tokens[role] = await signIn(DEMO_EMAILS[role]);
  return tokens;
}

/** What `callApi` answers: the status, the headers and the JSON body (`{}` when the body is empty). */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: Json;
}

/**
 * Calls `/api/{path}` with `token` as bearer (none when null or empty), `body` as JSON when given,
 * and `ifMatch` as the exact If-Match header value when given (quotes included, e.g. `"etag"`).
 */
export async function callApi(token: string | null, method: string, path: string, body?: unknown, ifMatch?: string): Promise<ApiAnswer> {
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (ifMatch !== undefined) headers['If-Match'] = ifMatch;
  const response = await api(`/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Json) : {} };
}

/**
 * `callApi` for a role of `tokens` ('visitor' calls without a token). The map is read at each call,
 * so it may be filled later, e.g. in `beforeAll` with `Object.assign(tokens, await signInAll(...))`.
 */
export function callerFor<Role extends string>(tokens: Partial<Record<Role, string>>) {
  return (who: Role | 'visitor', method: string, path: string, body?: unknown, ifMatch?: string): Promise<ApiAnswer> =>
    callApi(who === 'visitor' ? null : (tokens[who] as string), method, path, body, ifMatch);
}

/** The If-Match (or ETag) header value for a stored etag: the etag in double quotes. */
export const quotedEtag = (etag: unknown): string => `"${String(etag)}"`;

/** The `field:code` pairs of an error answer's `errors` list (none when it has no list). */
export function fieldCodes(answer: ApiAnswer): string[] {
  return ((answer.body.errors ?? []) as { field: string; code: string }[]).map((e) => `${e.field}:${e.code}`);
}

/** The Cosmos system properties, left out of `storedDocument`. */
export const SYSTEM_FIELDS = new Set(['_rid', '_self', '_etag', '_ts', '_attachments']);

/** The stored document `id` of partition `pk`, without Cosmos system properties; undefined when absent. */
export async function storedDocument(pk: string, id: string): Promise<Json | undefined> {
  const { resource } = await records().item(id, pk).read<Json>();
  return resource ? Object.fromEntries(Object.entries(resource).filter(([key]) => !SYSTEM_FIELDS.has(key))) : undefined;
}

/** The If-Match value for the current version of a stored document (it must exist). */
export async function versionOf(pk: string, id: string): Promise<string> {
  return quotedEtag(((await storedDocument(pk, id)) as Json).etag);
}

/** How many stored documents of partition `pk` are of `kind` (by default the partition's own kind). */
export async function countOf(pk: string, kind = pk): Promise<number> {
  const { resources } = await records()
    .items.query<number>({
      query: 'SELECT VALUE COUNT(1) FROM c WHERE c.pk = @pk AND c.kind = @kind',
      parameters: [
        { name: '@pk', value: pk },
        { name: '@kind', value: kind },
      ],
    })
    .fetchAll();
  return resources[0] ?? 0;
}

/**
 * Every stored document other than the record itself that mentions the id anywhere (links,
 * copies, guards), as `pk/id`. With `wholeValue`, only mentions as a whole JSON string value
 * (`"id"`) count, not the id inside a longer string.
 */
export async function mentionsOf(id: string, { wholeValue = false } = {}): Promise<string[]> {
  const needle = wholeValue ? `"${id}"` : id;
  const { resources } = await records().items.query<Json>('SELECT * FROM c').fetchAll();
  return resources.filter((doc) => doc.id !== id && JSON.stringify(doc).includes(needle)).map((doc) => `${String(doc.pk)}/${String(doc.id)}`);
}

/**
 * Writes and removes a probe document straight in the store, behind the API's back, as seeding
 * does: the local host then drops its kept anonymous list answers (docs/adr/0031), so the next
 * call of each list reads the store again.
 */
export async function touchStoreBehindApi(): Promise<void> {
  const container = records();
  const id = `probe-${randomUUID()}`;
  await container.items.create({ id, pk: 'probe', kind: 'probe' });
  await container.item(id, 'probe').delete();
}

/**
 * The stack's DOI fixture service (scripts/local/doi-service.ts), through the test control: how
 * many requests it received, the headers of the last one, and whether it runs.
 */
export async function doiService(): Promise<{ running: boolean; requests: number; last_headers: Record<string, string> | null }> {
  const answer = await fetch(`${required('PORTAL_TEST_CONTROL_URL')}/doi-service`);
  return (await answer.json()) as { running: boolean; requests: number; last_headers: Record<string, string> | null };
}

/** Stops the real DOI fixture service, or starts it again on its port. */
export async function setDoiService(state: 'stopped' | 'running'): Promise<void> {
  const answer = await fetch(`${required('PORTAL_TEST_CONTROL_URL')}/doi-service?state=${state}`, { method: 'POST' });
  if (answer.status !== 204) throw new Error(`the DOI service could not be ${state}: ${answer.status}`);
}
