import { createHash } from 'node:crypto';
import { buildDemoDataset } from '@portal/common/demo/dataset';
import { DEMO_IDENTITIES, LOCAL_TENANT_ID } from '@portal/common/demo/demo-identities';

export interface LocalIdentity {
  email: string;
  name: string;
  oid: string;
  tid: string;
}

const DEMO_DOMAIN = 'aurora-network.example';

let demoNames: Map<string, string> | null = null;

function namesByEmail(): Map<string, string> {
  if (!demoNames) {
    demoNames = new Map(DEMO_IDENTITIES.map((identity) => [identity.email, identity.name]));
    for (const account of buildDemoDataset().accounts) {
      if (!demoNames.has(account.login_email)) demoNames.set(account.login_email, `${account.first_name} ${account.last_name}`);
    }
  }
  return demoNames;
}

/** A GUID derived from a text, so that the same e-mail is the same identity across restarts. */
export function derivedGuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Identity of any e-mail at the local provider (spec 1-roles-and-identity §1.4.6). */
export function identityFor(rawEmail: string): LocalIdentity {
  const email = rawEmail.trim().toLowerCase();
  const domain = email.slice(email.indexOf('@') + 1);
  return {
    email,
    name: namesByEmail().get(email) ?? email.slice(0, email.indexOf('@')),
    oid: derivedGuid(`oid:${email}`),
    tid: domain === DEMO_DOMAIN ? LOCAL_TENANT_ID : derivedGuid(`tid:${domain}`),
  };
}
