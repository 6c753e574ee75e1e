import { buildReferenceLists } from '@portal/common/demo/reference-lists';
import type { Rng } from '@portal/common/demo/random';
import type { KeywordInput, OrganizationInput, ReferenceEntryInput, ReferenceListName } from '@portal/common/demo/types';
import { comparisonKey } from '@portal/common/validation/normalize';
import { KEYWORD_NAME_MAX } from '@portal/common/validation/schemas/keyword';
import { ORGANIZATION_NAME_MAX } from '@portal/common/validation/schemas/partner';
import { drawId } from './draw';
import { KEYWORD_BASES, KEYWORD_QUALIFIERS } from './keyword-pools';
import { FAMILY_NAMES, GIVEN_NAMES } from './name-pools';

/**
 * The generator's fixed point in time: the date of this product version. Publication years run
 * "to the current year" (spec 6-data-and-beyond §6.2.3) and dates never pass this day, so that
 * the same seed gives the same files whatever the clock says (§6.2.4 determinism).
 */
export const REFERENCE_DATE = '2026-06-30';
export const REFERENCE_YEAR = 2026;

export interface Catalog {
  referenceLists: Record<ReferenceListName, ReferenceEntryInput[]>;
  keywords: KeywordInput[];
}

const LIST_LABELS: Readonly<Record<ReferenceListName, { en: string; fr: string }>> = {
  'faculties': { en: 'School', fr: 'École' },
  'member-types': { en: 'Member category', fr: 'Catégorie de membre' },
  'org-types': { en: 'Organization type', fr: "Type d'organisme" },
  'org-scopes': { en: 'Scope', fr: 'Portée' },
  'product-types': { en: 'Output type', fr: 'Type de production' },
  'event-types': { en: 'Activity type', fr: "Type d'activité" },
  'sources': { en: 'Funder', fr: 'Bailleur de fonds' },
  'statuses': { en: 'Status', fr: 'Statut' },
  'levels': { en: 'Training level', fr: 'Niveau de formation' },
  'targets': { en: 'Audience', fr: 'Public' },
  'topics': { en: 'Theme', fr: 'Thème' },
};

/**
 * The demo lists (§6.1.3), plus, when `entries` is given, generated entries up to that many per
 * list, 3 % of them retired (§6.2.2). Generated records link the demo entries of statuses and
 * levels only (their dates and durations follow those entries); the other lists are drawn whole.
 */
export function buildCatalogLists(rng: Rng, entries: number | null): Catalog['referenceLists'] {
  const lists = buildReferenceLists();
  if (entries === null) return lists;
  for (const [name, list] of Object.entries(lists) as [ReferenceListName, ReferenceEntryInput[]][]) {
    const label = LIST_LABELS[name];
    for (let n = list.length + 1; list.length < entries; n += 1) {
      const base = KEYWORD_BASES[(n * 7) % KEYWORD_BASES.length] as { en: string; fr: string };
      list.push({ id: drawId(rng), name_en: `${label.en} ${n}: ${base.en}`, name_fr: `${label.fr} ${n} : ${base.fr}`, retired: rng.chance(0.03) });
    }
  }
  return lists;
}

/**
 * Keywords (§6.2.3): base terms, then qualified terms ("pediatric
 * nursing" / "sciences infirmières pédiatrique"), unique per language, 5 % in one language only.
 */
export function buildCatalogKeywords(rng: Rng, count: number): KeywordInput[] {
  const keywords: KeywordInput[] = [];
  const seenEn = new Set<string>();
  const seenFr = new Set<string>();
  const add = (en: string, fr: string) => {
    if ([...en].length > KEYWORD_NAME_MAX || [...fr].length > KEYWORD_NAME_MAX) return;
    if (seenEn.has(comparisonKey(en)) || seenFr.has(comparisonKey(fr))) return;
    seenEn.add(comparisonKey(en));
    seenFr.add(comparisonKey(fr));
    const roll = rng.next();
    keywords.push({ id: drawId(rng), name_en: roll < 0.025 ? null : en, name_fr: roll >= 0.025 && roll < 0.05 ? null : fr });
  };
  for (const base of rng.shuffle(KEYWORD_BASES)) {
    if (keywords.length >= count) return keywords;
    add(base.en, base.fr);
  }
  for (const qualifier of KEYWORD_QUALIFIERS) {
    for (const base of KEYWORD_BASES) {
      if (keywords.length >= count) return keywords;
      add(`${qualifier.en} ${base.en}`, `${base.fr} ${qualifier.fr}`);
    }
  }
  return keywords;
}

const ORGANIZATION_KINDS = [
  { en: 'Health Centre', fr: 'Centre de santé' },
  { en: 'Community Foundation', fr: 'Fondation communautaire' },
  { en: 'Research Institute', fr: 'Institut de recherche' },
  { en: 'Family Services', fr: 'Services à la famille' },
  { en: 'Technologies', fr: 'Technologies' },
  { en: 'Regional Council', fr: 'Conseil régional' },
  { en: 'Seniors Association', fr: 'Association des aînés' },
  { en: 'Youth Network', fr: 'Réseau jeunesse' },
  { en: 'Health Authority', fr: 'Autorité sanitaire' },
  { en: 'Learning Lab', fr: "Laboratoire d'apprentissage" },
  { en: 'Housing Cooperative', fr: "Coopérative d'habitation" },
  { en: 'Innovation Hub', fr: "Carrefour d'innovation" },
];

/** Organizations with names unique in both languages; 5 % carry one language only. */
export function buildOrganizations(rng: Rng, count: number, lists: Catalog['referenceLists']): OrganizationInput[] {
  const places = Object.values(FAMILY_NAMES).flat();
  const scopes = lists['org-scopes'].filter((entry) => !entry.retired).map((entry) => entry.id);
  const types = lists['org-types'].filter((entry) => !entry.retired).map((entry) => entry.id);
  const organizations: OrganizationInput[] = [];
  const seen = new Set<string>();
  for (let n = 0; organizations.length < count; n += 1) {
    const kind = ORGANIZATION_KINDS[n % ORGANIZATION_KINDS.length] as { en: string; fr: string };
    const place = places[Math.floor(n / ORGANIZATION_KINDS.length) % places.length] as string;
    const round = Math.floor(n / (ORGANIZATION_KINDS.length * places.length));
    const suffix = round === 0 ? '' : ` ${round + 1}`;
    const en = `${place} ${kind.en}${suffix}`.slice(0, ORGANIZATION_NAME_MAX);
    const fr = `${kind.fr} ${place}${suffix}`.slice(0, ORGANIZATION_NAME_MAX);
    if (seen.has(comparisonKey(en)) || seen.has(comparisonKey(fr))) continue;
    seen.add(comparisonKey(en));
    seen.add(comparisonKey(fr));
    const roll = rng.next();
    const hasContact = rng.chance(0.5);
    organizations.push({
      id: drawId(rng),
      name_en: roll < 0.025 ? null : en,
      name_fr: roll >= 0.025 && roll < 0.05 ? null : fr,
      scope_id: rng.pick(scopes),
      type_id: rng.chance(0.9) ? rng.pick(types) : null,
      description: rng.chance(0.6) ? `${kind.en} working with researchers of the network on ${rng.pick(KEYWORD_BASES).en}.` : null,
      // Contact names mix a francophone and an anglophone family name, a form no member or author has.
      contact_name: hasContact ? `${rng.pick(GIVEN_NAMES.francophone)} ${rng.pick(FAMILY_NAMES.francophone)}-${rng.pick(FAMILY_NAMES.anglophone)}` : null,
      contact_email: hasContact ? `contact${n}@partners.example` : null,
      contact_phone: hasContact && rng.chance(0.5) ? `+1 613-555-${String(rng.int(200, 299)).padStart(4, '0')}` : null,
      internal_notes: rng.chance(0.2) ? 'Renewal of the agreement to discuss at the next steering committee.' : null,
    });
  }
  return organizations;
}
