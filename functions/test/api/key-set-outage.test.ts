import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEY_SET_OUTAGES, type KeySetOutage } from '../../../scripts/local/test-keys';
import { api, bearer, claimsOf, DEMO_EMAILS, signIn } from './support';
import { expectProblem, setKeySetOutage, signWithForeignKey } from './token-support';
import { storeSnapshot } from './store-snapshot';

/**
 * An identity-provider outage never signs anyone out (spec 1-roles-and-identity §1.4.4): while
 * the key set answers anything but a 200 JSON key set, tokens of cached keys keep working and a
 * token whose key would need a fetch answers 503 identity_provider_unavailable, not 401. The test
 * stack re-fetches on every unknown kid (LOCAL_JWKS_REFETCH_SECONDS=0), so each call shows it.
 */

const WRITE = '/api/register-event';
const PRIVATE_READ = '/api/member/member-eric-levesque/private';

let adminToken: string;
/** The administrator's token signed by a key the API has not fetched yet (a rotated key). */
let rotatedToken: string;

beforeAll(async () => {
  adminToken = await signIn(DEMO_EMAILS.admin);
  // The provider's key is cached by this call, before any outage.
  expect((await api(PRIVATE_READ, { headers: bearer(adminToken) })).status).toBe(200);
  rotatedToken = await signWithForeignKey(claimsOf(adminToken), `rotated-${randomUUID()}`);
});

afterEach(() => setKeySetOutage('none'));

describe('key-set outage (spec 1-roles-and-identity §1.4.4)', () => {
  it.each(Object.keys(KEY_SET_OUTAGES) as KeySetOutage[])(
    'a key set answering %s: 503 with Retry-After for a key not cached, 200 for a cached one, nothing written',
    async (answer) => {
      const before = await storeSnapshot();
      await setKeySetOutage(answer);

      const write = await api(WRITE, { method: 'POST', headers: { ...bearer(rotatedToken), 'Content-Type': 'application/json' }, body: '{"name_en":"Outage event"}' });
      expect(write.headers.get('retry-after')).toBe('5');
      await expectProblem(write, 'identity_provider_unavailable', WRITE);
      await expectProblem(await api(PRIVATE_READ, { headers: bearer(rotatedToken) }), 'identity_provider_unavailable', PRIVATE_READ);

      // The signed-in administrator is not signed out by the outage.
      expect((await api(PRIVATE_READ, { headers: bearer(adminToken) })).status).toBe(200);
      expect(await storeSnapshot()).toEqual(before);
    },
  );

  it('refuses the same token with 401 once the key set answers again and does not hold its kid', async () => {
    await setKeySetOutage('status-503');
    await expectProblem(await api(PRIVATE_READ, { headers: bearer(rotatedToken) }), 'identity_provider_unavailable', PRIVATE_READ);
    await setKeySetOutage('none');
    await expectProblem(await api(PRIVATE_READ, { headers: bearer(rotatedToken) }), 'invalid_token', PRIVATE_READ);
  });
});
