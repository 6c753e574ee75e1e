/**
 * The rules staticwebapp.config.json must follow (issue 7, spec 1-roles-and-identity §1.7.5),
 * as plain functions: the unit tests (deployment.test.ts) and the deploy workflow's artifact
 * check (package-artifacts.ts) apply the same rules.
 */

export interface RouteRule {
  route: string;
  methods?: string[];
  rewrite?: string;
  redirect?: string;
  statusCode?: number;
  headers?: Record<string, string>;
  allowedRoles?: string[];
}

export interface StaticWebAppConfig {
  navigationFallback?: { rewrite?: string; exclude?: string[] };
  responseOverrides?: Record<string, { rewrite?: string; redirect?: string; statusCode?: number }>;
  platform?: { apiRuntime?: string };
  routes?: RouteRule[];
  globalHeaders?: Record<string, string>;
}

/** The identity provider origin in production (spec §1.7.5); the local host swaps it. */
export const IDENTITY_PROVIDER_ORIGIN = 'https://login.microsoftonline.com';

/** Site headers of spec §1.7.5 other than the content security policy, with their exact values. */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/** The site's content security policy of spec §1.7.5, directive by directive. */
export const SITE_CSP: ReadonlyMap<string, readonly string[]> = new Map([
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'", IDENTITY_PROVIDER_ORIGIN]],
  ['frame-src', [IDENTITY_PROVIDER_ORIGIN]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
  ['upgrade-insecure-requests', []],
]);

/** Directives that may list more sources than the spec: a logo on another https origin (§1.2.1). */
const EXTENSIBLE_DIRECTIVES = new Set(['img-src']);

/** Sources that would let an injected script run; never allowed for scripts. */
const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "'wasm-unsafe-eval'", '*', 'data:', 'blob:', 'http:', 'https:'];

/** Node.js majors the API may run on (root package.json engines and docs/adr/0020). */
export const SUPPORTED_API_RUNTIMES = ['node:20', 'node:22'];

export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter((token) => token.length > 0);
    if (!name) continue;
    directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^$()|[\]\\]/g, '\\$&');
}

/**
 * Matches a path against a Static Web Apps route pattern: `*` stands for any characters,
 * `{a,b}` for one of the alternatives (as in `/*.{png,svg}`).
 */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index] ?? '';
    if (char === '*') {
      source += '.*';
    } else if (char === '{') {
      const close = pattern.indexOf('}', index);
      if (close === -1) return false;
      source += `(?:${pattern
        .slice(index + 1, close)
        .split(',')
        .map((alternative) => escapeRegExp(alternative.trim()))
        .join('|')})`;
      index = close;
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`, 'i').test(path);
}

/** Whether a request for `path` that matches no file is answered with the fallback page. */
export function fallsBackToIndex(config: StaticWebAppConfig, path: string): boolean {
  const fallback = config.navigationFallback;
  if (!fallback?.rewrite) return false;
  return !(fallback.exclude ?? []).some((pattern) => matchesRoutePattern(pattern, path));
}

/** Every rule the configuration breaks; empty when it is complete. */
export function checkStaticWebAppConfig(config: StaticWebAppConfig): string[] {
  const problems: string[] = [];

  if (config.navigationFallback?.rewrite !== '/index.html') problems.push('navigationFallback.rewrite must be /index.html');
  for (const path of ['/api/members', '/api/member/123/public', '/assets/index-abc123.js', '/assets/index-abc123.css', '/favicon.svg', '/lang-init.js']) {
    if (fallsBackToIndex(config, path)) problems.push(`navigationFallback must exclude ${path}`);
  }
  for (const path of ['/', '/members', '/members/123', '/fr/membres', '/accounts/new']) {
    if (!fallsBackToIndex(config, path)) problems.push(`navigationFallback must serve index.html for ${path}`);
  }

  if (config.responseOverrides?.['404']?.rewrite !== '/index.html') problems.push('responseOverrides.404 must rewrite to /index.html');

  const runtime = config.platform?.apiRuntime;
  if (!runtime || !SUPPORTED_API_RUNTIMES.includes(runtime)) problems.push(`platform.apiRuntime must be one of ${SUPPORTED_API_RUNTIMES.join(', ')}`);

  const assets = (config.routes ?? []).find((rule) => rule.route === '/assets/*');
  const assetCache = assets?.headers?.['Cache-Control'] ?? '';
  if (!/\bmax-age=31536000\b/.test(assetCache) || !/\bimmutable\b/.test(assetCache) || !/\bpublic\b/.test(assetCache)) {
    problems.push('routes must cache /assets/* for a year: Cache-Control "public, max-age=31536000, immutable"');
  }
  for (const rule of config.routes ?? []) {
    if (rule.allowedRoles) problems.push(`route ${rule.route}: the portal does not use Static Web Apps roles (allowedRoles)`);
    if (rule.route.startsWith('/api')) problems.push(`route ${rule.route}: /api answers come from the API, not from routing rules`);
  }

  const headers = config.globalHeaders ?? {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== 'string') problems.push(`globalHeaders.${name} must be a string`);
  }
  for (const [name, expected] of Object.entries(SITE_HEADERS)) {
    if (headers[name] !== expected) problems.push(`globalHeaders.${name} must be "${expected}"`);
  }
  problems.push(...checkCsp(headers['Content-Security-Policy'] ?? ''));
  return problems;
}

/** Problems of a site content security policy against spec §1.7.5. */
export function checkCsp(policy: string): string[] {
  const problems: string[] = [];
  if (!policy) return ['globalHeaders.Content-Security-Policy is missing'];
  const directives = parseCsp(policy);
  for (const [name, required] of SITE_CSP) {
    const actual = directives.get(name);
    if (!actual) {
      problems.push(`CSP: ${name} is missing`);
      continue;
    }
    for (const source of required) {
      if (!actual.includes(source)) problems.push(`CSP: ${name} must allow ${source}`);
    }
    if (!EXTENSIBLE_DIRECTIVES.has(name)) {
      for (const source of actual) {
        if (!required.includes(source)) problems.push(`CSP: ${name} must not allow ${source}`);
      }
    } else {
      for (const source of actual) {
        if (!required.includes(source) && !/^https:\/\/[^/*]+$/.test(source)) problems.push(`CSP: ${name} may add https origins only, not ${source}`);
      }
    }
  }
  for (const name of directives.keys()) {
    if (!SITE_CSP.has(name)) problems.push(`CSP: unexpected directive ${name}`);
  }
  for (const name of ['script-src', 'default-src']) {
    for (const source of directives.get(name) ?? []) {
      if (UNSAFE_SCRIPT_SOURCES.includes(source.toLowerCase())) problems.push(`CSP: ${name} allows ${source}: no inline script, no eval`);
    }
  }
  return problems;
}
