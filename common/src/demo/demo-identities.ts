/** A demo identity of the local identity provider (spec 1-roles-and-identity §1.4.6). */
export interface DemoIdentity {
  email: string;
  name: string;
  roleEn: string;
  roleFr: string;
}

export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  {
    email: 'admin@aurora-network.example',
    name: 'Claire Dubois-Martin',
    roleEn: 'Administrator and member',
    roleFr: 'Administrateur et membre',
  },
  {
    email: 'member@aurora-network.example',
    name: 'Éric Lévesque',
    roleEn: 'Member',
    roleFr: 'Membre',
  },
  {
    email: 'guest@aurora-network.example',
    name: 'Noah Williams',
    roleEn: 'Registered account, not a member',
    roleFr: 'Compte enregistré, non membre',
  },
  {
    email: 'newcomer@aurora-network.example',
    name: 'Jordan Lee',
    roleEn: 'Not registered',
    roleFr: 'Non enregistré',
  },
];

/** Fixed tenant of `aurora-network.example` addresses at the local identity provider. */
export const LOCAL_TENANT_ID = '7f3c1e2a-5b4d-4c6e-9a8b-1d2e3f4a5b6c';
