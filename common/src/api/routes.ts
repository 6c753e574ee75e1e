/**
 * API paths the SPA calls, and which of them are public (called without a token, spec
 * 1-roles-and-identity §1.4.2). The API's route table declares the same access per route;
 * functions/src/routes.test.ts checks that the two agree.
 */
export function isPublicApiPath(path: string): boolean {
  const clean = path.split('?')[0] ?? '';
  return (
    (/^\/api\/all-[a-z-]+\/?$/.test(clean) && !clean.startsWith('/api/all-accounts')) ||
    /^\/api\/[a-z]+\/[A-Za-z0-9_-]{1,64}\/public\/?$/.test(clean) ||
    clean === '/api/stats/counts'
  );
}
