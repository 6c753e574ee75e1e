import { slug } from './text';
import type { AccountInput, DeactivatedBy } from './types';

export type MemberTypeKey = 'regular' | 'associate' | 'student' | 'partner';

/** One row of the member table of spec 6-data-and-beyond §6.1.6. */
export interface MemberSeed {
  n: number;
  given: string;
  family: string;
  faculty: string | null;
  type: MemberTypeKey;
  orcid: string | null;
  inactive: { by: DeactivatedBy; lastActive: string } | null;
  /** Francophone name: French-only profile texts are drawn among these members. */
  francophone: boolean;
  /** Partner members: the organization they come from. */
  homeOrganization?: string;
}

function seed(
  n: number,
  given: string,
  family: string,
  faculty: string | null,
  type: MemberTypeKey,
  extra: Partial<Pick<MemberSeed, 'orcid' | 'inactive' | 'francophone' | 'homeOrganization'>> = {},
): MemberSeed {
  return {
    n,
    given,
    family,
    faculty: faculty === null ? null : `faculty-${faculty}`,
    type,
    orcid: extra.orcid ?? null,
    inactive: extra.inactive ?? null,
    francophone: extra.francophone ?? false,
    ...(extra.homeOrganization ? { homeOrganization: extra.homeOrganization } : {}),
  };
}

const FR = { francophone: true };

export const MEMBER_SEEDS: readonly MemberSeed[] = [
  seed(1, 'Claire', 'Dubois-Martin', 'health-sciences', 'regular', { ...FR, orcid: '0000-0002-1825-0097' }),
  seed(2, 'Éric', 'Lévesque', 'engineering', 'regular', { ...FR, orcid: '0000-0000-0000-001X' }),
  seed(3, 'Jean-Pierre', 'Lévesque', 'medicine', 'regular', { ...FR, orcid: '0000-0000-0000-0028' }),
  seed(4, 'Marie', 'Tremblay', 'social-sciences', 'regular', { ...FR, orcid: '0000-0000-0000-0044' }),
  seed(5, 'Marc-André', 'Tremblay', 'science', 'associate', FR),
  seed(6, 'John', 'Smith', 'engineering', 'regular', { orcid: '0000-0000-0000-0108' }),
  seed(7, 'Jennifer', 'Smith', 'health-sciences', 'associate'),
  seed(8, 'Minh Anh', 'Nguyen', 'science', 'regular', { orcid: '0000-0000-0000-0183' }),
  seed(9, 'Thu Ha', 'Nguyen', 'medicine', 'student'),
  seed(10, 'Aisha', 'Al-Mansouri', 'medicine', 'regular', { orcid: '0000-0000-0000-0263' }),
  seed(11, 'Siobhan', "O'Connor", 'education', 'regular'),
  seed(12, 'Pieter', 'van der Berg', 'science', 'partner', { homeOrganization: 'org-clearwater-foundation' }),
  seed(13, 'María José', 'García López', 'social-sciences', 'associate', { orcid: '0000-0000-0000-0343' }),
  seed(14, 'Wei', 'Zhang', 'engineering', 'regular', { orcid: '0000-0000-0000-0423' }),
  seed(15, 'Hiroshi', 'Nakamura', null, 'partner', {
    orcid: '0000-0000-0000-0503',
    homeOrganization: 'org-kansai-gerontology',
  }),
  seed(16, 'Agnieszka', 'Kowalska', 'health-sciences', 'regular'),
  seed(17, 'Chinedu', 'Okonkwo', 'engineering', 'student'),
  seed(18, 'Harpreet', 'Singh', 'management', 'regular'),
  seed(19, 'Geneviève', 'Gagnon', 'law', 'regular', { ...FR, orcid: '0000-0000-0000-0677' }),
  seed(20, 'Mathieu', 'Côté', 'arts', 'regular', FR),
  seed(21, 'Sophie', 'Bélanger', 'education', 'associate', FR),
  seed(22, 'Louis', 'Ouellet', 'management', 'regular', { ...FR, inactive: { by: 'admin', lastActive: '2024-08-31' } }),
  seed(23, 'Nathalie', 'Fortin', 'health-sciences', 'student', FR),
  seed(24, 'François', 'Bouchard', 'medicine', 'regular', FR),
  seed(25, 'Fiona', 'MacDonald', 'arts', 'associate'),
  seed(26, 'Liam', 'Campbell', 'science', 'student'),
  seed(27, 'Olivia', 'Thompson', 'social-sciences', 'regular'),
  seed(28, 'Mei', 'Chen', 'medicine', 'regular'),
  seed(29, 'Ji-woo', 'Kim', 'engineering', 'student'),
  seed(30, 'Ravi', 'Patel', 'management', 'partner', { homeOrganization: 'org-meridian-robotics' }),
  seed(31, 'Layla', 'Haddad', 'law', 'associate'),
  seed(32, 'Mamadou', 'Diallo', 'social-sciences', 'regular'),
  seed(33, 'Ana', 'Ferreira', 'health-sciences', 'regular'),
  seed(34, 'Giulia', 'Rossi', 'arts', 'associate', { inactive: { by: 'self', lastActive: '2025-06-30' } }),
  seed(35, 'Lukas', 'Müller', null, 'partner', { homeOrganization: 'org-open-data-coop' }),
  seed(36, 'Amélie', 'Roy-Bernier', 'education', 'student', FR),
  seed(37, 'Kwame', 'Mensah', 'medicine', 'regular', { orcid: '0000-0000-0000-0757' }),
  seed(38, 'Tanvir', 'Rahman', 'engineering', 'associate', { inactive: { by: 'admin', lastActive: '2023-12-31' } }),
  seed(39, 'Isabelle', 'Lefebvre', 'social-sciences', 'regular', FR),
  seed(40, 'Daniel', 'Cohen', 'law', 'regular'),
];

/** "given.family" as in login e-mails and ids: "maria-jose.garcia-lopez". */
export function localPart(s: Pick<MemberSeed, 'given' | 'family'>): string {
  return `${slug(s.given)}.${slug(s.family)}`;
}

export function nameSlug(s: Pick<MemberSeed, 'given' | 'family'>): string {
  return `${slug(s.given)}-${slug(s.family)}`;
}

export function memberId(n: number): string {
  return `member-${nameSlug(memberSeed(n))}`;
}

export function memberSeed(n: number): MemberSeed {
  const found = MEMBER_SEEDS[n - 1];
  if (!found || found.n !== n) throw new Error(`no member #${n}`);
  return found;
}

export function memberIds(numbers: readonly number[]): string[] {
  return numbers.map(memberId);
}

const LOGIN_EMAILS: Readonly<Record<number, string>> = {
  1: 'admin@aurora-network.example',
  2: 'member@aurora-network.example',
  15: 'hiroshi.nakamura@kansai-gerontology.example',
  33: 'ana.ferreira@atlantic-institute.example',
};

export function loginEmail(s: MemberSeed): string {
  return LOGIN_EMAILS[s.n] ?? `${localPart(s)}@aurora-network.example`;
}

/** Accounts of §6.1.5: the 40 members' accounts in table order, then the three without a member record. */
export function buildAccounts(): AccountInput[] {
  const memberAccounts = MEMBER_SEEDS.map((s) => ({
    id: `account-${nameSlug(s)}`,
    first_name: s.given,
    last_name: s.family,
    login_email: loginEmail(s),
    is_admin: s.n === 1,
  }));
  return [
    ...memberAccounts,
    {
      id: 'account-noah-williams',
      first_name: 'Noah',
      last_name: 'Williams',
      login_email: 'guest@aurora-network.example',
      is_admin: false,
    },
    {
      id: 'account-olivier-roy',
      first_name: 'Olivier',
      last_name: 'Roy',
      login_email: 'olivier.roy@aurora-network.example',
      is_admin: true,
    },
    {
      id: 'account-lucia-fernandez',
      first_name: 'Lucía',
      last_name: 'Fernández',
      login_email: 'lucia.fernandez@eastbay.example',
      is_admin: false,
    },
  ];
}
