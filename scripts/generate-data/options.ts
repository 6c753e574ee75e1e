/**
 * Options of `npm run generate-data` (spec 6-data-and-beyond §6.2.1) and the counts they give
 * (§6.2.2): every count follows from `--members` by the ratios of the preset table unless given.
 */
export type Preset = 'small' | 'large';

export interface Counts {
  members: number;
  accounts: number;
  products: number;
  grants: number;
  events: number;
  organizations: number;
  supervisions: number;
  keywords: number;
  /** Entries per reference list; null keeps the demo lists as they are (small preset). */
  referenceEntries: number | null;
  auditEntries: number;
}

export interface GenerateOptions {
  preset: Preset;
  counts: Counts;
  seed: number;
  database: string;
  replace: boolean;
  out: string | null;
  allowRemote: boolean;
  skipCheck: boolean;
}

export const DEFAULT_DATABASE = 'portal-bench';
const MEMBERS_MAX = 100_000;
/** Reference lists of the large preset grow to this many entries each (§6.2.2). */
const LARGE_REFERENCE_ENTRIES = 500;

/** Ratios to members of §6.2.2. */
const RATIOS = { accounts: 1.2, products: 5, grants: 0.5, events: 0.3, organizations: 0.3, supervisions: 1, keywords: 0.5 } as const;

const COUNT_OPTIONS = {
  '--accounts': 'accounts',
  '--products': 'products',
  '--grants': 'grants',
  '--events': 'events',
  '--organizations': 'organizations',
  '--supervisions': 'supervisions',
  '--keywords': 'keywords',
  '--reference-entries': 'referenceEntries',
  '--audit-entries': 'auditEntries',
} as const satisfies Record<string, keyof Counts>;

/** Largest value each count accepts: the ratio applied to the largest `--members`, or the audit history's size. */
const COUNT_MAX: Readonly<Record<keyof Counts, number>> = {
  members: MEMBERS_MAX,
  accounts: MEMBERS_MAX * 2,
  products: MEMBERS_MAX * 10,
  grants: MEMBERS_MAX,
  events: MEMBERS_MAX,
  organizations: MEMBERS_MAX,
  supervisions: MEMBERS_MAX * 2,
  keywords: 5_000,
  referenceEntries: 1_000,
  auditEntries: 10_000_000,
};
/** Smallest value of each count: the three demo identities need three accounts. */
const COUNT_MIN: Readonly<Record<keyof Counts, number>> = {
  members: 1,
  accounts: 3,
  products: 0,
  grants: 0,
  events: 0,
  organizations: 0,
  supervisions: 0,
  keywords: 0,
  referenceEntries: 1,
  auditEntries: 0,
};

export class OptionError extends Error {}

/**
 * The preset table of §6.2.2, used as it stands when `--members` is not given. Its small products
 * figure (3,000) is not the ratio's 1,500: the table wins for the preset, the ratio for `--members`
 * (settled in docs/spec/README.md, "Settled after review").
 */
const PRESET_COUNTS: Readonly<Record<Preset, Counts>> = {
  small: { members: 300, accounts: 360, products: 3_000, grants: 150, events: 90, organizations: 90, supervisions: 300, keywords: 150, referenceEntries: null, auditEntries: 0 },
  large: { members: 10_000, accounts: 12_000, products: 50_000, grants: 5_000, events: 3_000, organizations: 3_000, supervisions: 10_000, keywords: 5_000, referenceEntries: LARGE_REFERENCE_ENTRIES, auditEntries: 0 },
};

function countsFor(preset: Preset, members: number | null): Counts {
  if (members === null) return { ...PRESET_COUNTS[preset] };
  return {
    members,
    // guest@ and the accounts without member come on top of the members' accounts.
    accounts: Math.max(Math.round(members * RATIOS.accounts), members + 1, 3),
    products: Math.round(members * RATIOS.products),
    grants: Math.round(members * RATIOS.grants),
    events: Math.round(members * RATIOS.events),
    organizations: Math.round(members * RATIOS.organizations),
    supervisions: Math.round(members * RATIOS.supervisions),
    keywords: Math.min(COUNT_MAX.keywords, Math.round(members * RATIOS.keywords)),
    referenceEntries: preset === 'large' ? LARGE_REFERENCE_ENTRIES : null,
    auditEntries: 0,
  };
}

function integer(option: string, value: string | undefined, min: number, max: number): number {
  if (value === undefined || value.startsWith('--')) throw new OptionError(`${option} needs a value.`);
  const parsed = Number(value.replaceAll('_', ''));
  if (!/^-?\d[\d_]*$/.test(value) || !Number.isSafeInteger(parsed)) throw new OptionError(`${option} must be an integer, not "${value}".`);
  if (parsed < min || parsed > max) throw new OptionError(`${option} must be from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}, not ${value}.`);
  return parsed;
}

/** Parses the command line; throws OptionError with a message for the user. */
export function parseOptions(argv: readonly string[]): GenerateOptions {
  let preset: Preset = 'large';
  let members: number | null = null;
  const overrides: Partial<Counts> = {};
  const options = { seed: 1, database: DEFAULT_DATABASE, replace: false, out: null as string | null, allowRemote: false, skipCheck: false };
  for (let i = 0; i < argv.length; i += 1) {
    const option = argv[i] as string;
    const value = argv[i + 1];
    if (option === '--preset') {
      if (value !== 'small' && value !== 'large') throw new OptionError(`--preset must be small or large, not ${value ?? 'nothing'}.`);
      preset = value;
      i += 1;
    } else if (option === '--members') {
      members = integer(option, value, COUNT_MIN.members, COUNT_MAX.members);
      i += 1;
    } else if (option in COUNT_OPTIONS) {
      const key = COUNT_OPTIONS[option as keyof typeof COUNT_OPTIONS];
      overrides[key] = integer(option, value, COUNT_MIN[key], COUNT_MAX[key]);
      i += 1;
    } else if (option === '--seed') {
      options.seed = integer(option, value, -2_147_483_648, 4_294_967_295);
      i += 1;
    } else if (option === '--database') {
      if (value === undefined || !/^[A-Za-z0-9_-]{1,255}$/.test(value)) throw new OptionError('--database needs a name (letters, digits, "-" and "_").');
      options.database = value;
      i += 1;
    } else if (option === '--out') {
      if (value === undefined || value.startsWith('--')) throw new OptionError('--out needs a folder.');
      options.out = value;
      i += 1;
    } else if (option === '--replace') options.replace = true;
    else if (option === '--allow-remote') options.allowRemote = true;
    else if (option === '--skip-check') options.skipCheck = true;
    else throw new OptionError(`Unknown option ${option}.`);
  }
  const counts = { ...countsFor(preset, members), ...overrides };
  if (counts.accounts < counts.members + 1) throw new OptionError(`--accounts must be at least the members plus one (${counts.members + 1}): guest@ is an account without member.`);
  return { preset, counts, ...options };
}

export const USAGE = `Usage: npm run generate-data -- [--preset small|large] [--members n] [--accounts n] [--products n]
  [--grants n] [--events n] [--organizations n] [--supervisions n] [--keywords n] [--reference-entries n]
  [--audit-entries n] [--seed n] [--database name] [--replace] [--out folder] [--allow-remote] [--skip-check]
(spec 6-data-and-beyond §6.2.1)`;
