import type { Rng } from './random';
import type { OrganizationInput } from './types';

interface OrganizationSeed {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  scope: string;
  type: string;
  /** The organization's own `.example` domain. */
  domain: string;
  description: string | null;
  contact: string;
}

const ORGANIZATION_SEEDS: readonly OrganizationSeed[] = [
  {
    id: 'org-lakeview-health',
    name_en: 'Lakeview Regional Health Authority',
    name_fr: 'Autorité régionale de santé de Lakeview',
    scope: 'provincial',
    type: 'health-care-provider',
    domain: 'lakeviewhealth.example',
    description:
      'Lakeview Regional Health Authority runs four hospitals, twelve community clinics and a home-care program for 450,000 residents. It hosts embedded researchers and opens its service data to approved evaluation studies.',
    contact: 'Karen Whitfield',
  },
  {
    id: 'org-city-riviere-des-pins',
    name_en: 'City of Rivière-des-Pins',
    name_fr: 'Ville de Rivière-des-Pins',
    scope: 'local',
    type: 'government',
    domain: 'riviere-des-pins.example',
    description:
      "La Ville de Rivière-des-Pins collabore avec le réseau sur la mobilité hivernale, les îlots de chaleur et la participation citoyenne. Son service de l'urbanisme partage ses données sur les trottoirs et les pistes cyclables.",
    contact: 'Stéphane Lapointe',
  },
  {
    id: 'org-aging-well-coalition',
    name_en: 'Aging Well Coalition',
    name_fr: 'Coalition Bien vieillir',
    scope: 'national',
    type: 'non-profit',
    domain: 'agingwell.example',
    description:
      "A national coalition of seniors' associations, caregivers and service providers that promotes healthy aging at home and in the community.",
    contact: 'Denise Arsenault',
  },
  {
    id: 'org-northern-food-network',
    name_en: 'Northern Food Security Network',
    name_fr: 'Réseau pour la sécurité alimentaire du Nord',
    scope: 'provincial',
    type: 'community',
    domain: 'northernfood.example',
    description: null,
    contact: 'Naomi Sinclair',
  },
  {
    id: 'org-meridian-robotics',
    name_en: 'Meridian Robotics Inc.',
    name_fr: null,
    scope: 'national',
    type: 'industry',
    domain: 'meridian-robotics.example',
    description:
      'Meridian Robotics designs sensors and assistive robots for cold climates. It partners with universities on applied projects and hosts graduate interns every summer.',
    contact: 'Gregory Tan',
  },
  {
    id: 'org-santelab',
    name_en: null,
    name_fr: 'SantéLab Québec',
    scope: 'provincial',
    type: 'industry',
    domain: 'santelab.example',
    description:
      "SantéLab Québec développe des outils de télésurveillance pour les personnes atteintes de maladies chroniques. L'entreprise teste ses prototypes avec des cliniques et des équipes de recherche universitaires.",
    contact: 'Valérie Boisvert',
  },
  {
    id: 'org-eastbay-university',
    name_en: 'University of Eastbay',
    name_fr: "Université d'Eastbay",
    scope: 'national',
    type: 'academic',
    domain: 'eastbay.example',
    description:
      "The University of Eastbay is a comprehensive university with strong programs in engineering, nursing and public policy. It hosted the network's first annual conference in 2022.",
    contact: 'Michael Reyes',
  },
  {
    id: 'org-atlantic-institute',
    name_en: 'Atlantic Institute of Public Health',
    name_fr: 'Institut Atlantique de santé publique',
    scope: 'international',
    type: 'academic',
    domain: 'atlantic-institute.example',
    description:
      'An independent research institute with offices in Halifax and Lisbon. It studies population health on both sides of the Atlantic and trains public-health professionals.',
    contact: 'Rui Almeida',
  },
  {
    id: 'org-northern-lights-health-circle',
    name_en: 'Northern Lights First Nations Health Circle',
    name_fr: 'Cercle de santé des Premières Nations Aurores boréales',
    scope: 'provincial',
    type: 'community',
    domain: 'northernlights-circle.example',
    description: null,
    contact: 'Joseph Whitecloud',
  },
  {
    id: 'org-newcomer-hub',
    name_en: 'Newcomer Welcome Hub',
    name_fr: "Carrefour d'accueil des nouveaux arrivants",
    scope: 'local',
    type: 'non-profit',
    domain: 'newcomerhub.example',
    description: null,
    contact: 'Samira Benali',
  },
  {
    id: 'org-public-health-directorate',
    name_en: 'Regional Public Health Directorate',
    name_fr: 'Direction régionale de santé publique',
    scope: 'provincial',
    type: 'government',
    domain: 'drsp-region.example',
    description:
      "La Direction régionale de santé publique surveille l'état de santé de la population et coordonne les campagnes de prévention de la région.",
    contact: 'Hélène Carrier',
  },
  {
    id: 'org-greentransit',
    name_en: 'GreenTransit Cooperative',
    name_fr: 'Coopérative TransitVert',
    scope: 'local',
    type: 'non-profit',
    domain: 'greentransit.example',
    description:
      'A member-owned cooperative that runs bike-sharing and winter cycling programs in three municipalities.',
    contact: 'Patrick Osei',
  },
  {
    id: 'org-clearwater-foundation',
    name_en: 'Clearwater Foundation',
    name_fr: 'Fondation Clearwater',
    scope: 'national',
    type: 'funding-agency',
    domain: 'clearwater.example',
    description:
      'The Clearwater Foundation funds research and community projects on safe drinking water. Its grants favour partnerships with rural and Indigenous communities.',
    contact: 'Sandra Kowal',
  },
  {
    id: 'org-kansai-gerontology',
    name_en: 'Kansai Centre for Gerontology',
    name_fr: 'Centre de gérontologie du Kansai',
    scope: 'international',
    type: 'academic',
    domain: 'kansai-gerontology.example',
    description:
      'A research centre in Kyoto that studies aging societies. It exchanges researchers and students with the network every year.',
    contact: 'Keiko Yamada',
  },
  {
    id: 'org-open-data-coop',
    name_en: 'Open Data Cooperative of Canada',
    name_fr: 'Coopérative de données ouvertes du Canada',
    scope: 'national',
    type: 'non-profit',
    domain: 'opendatacoop.example',
    description: null,
    contact: 'Émilie Vachon',
  },
];

const INTERNAL_NOTES: readonly string[] = [
  'Renewal of the data-sharing agreement due in March.',
  'Contact prefers phone calls; e-mails often go unanswered.',
  'Logo permission granted for the network website until 2027.',
  'Entente de confidentialité signée en 2024, à renouveler en 2026.',
  'Asked to be invited to the annual conference as an exhibitor.',
  'Board approved a second year of matching funds.',
];

export function organizationDomain(id: string): string {
  const found = ORGANIZATION_SEEDS.find((o) => o.id === id);
  if (!found) throw new Error(`no organization ${id}`);
  return found.domain;
}

export const ORGANIZATION_IDS: readonly string[] = ORGANIZATION_SEEDS.map((o) => o.id);

function contactEmail(name: string, domain: string): string {
  const local = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '.');
  return `${local}@${domain}`;
}

/** The 15 partners of §6.1.7: contacts on 12 and internal notes on 6, drawn. */
export function buildOrganizations(rng: Rng): OrganizationInput[] {
  const withContact = new Set(rng.sample(ORGANIZATION_IDS, 12));
  const notesOn = rng.sample(ORGANIZATION_IDS, 6);
  const noteOf = new Map(notesOn.map((id, i) => [id, INTERNAL_NOTES[i] ?? null]));
  return ORGANIZATION_SEEDS.map((o, index) => {
    const contact = withContact.has(o.id);
    return {
      id: o.id,
      name_en: o.name_en,
      name_fr: o.name_fr,
      scope_id: `org-scope-${o.scope}`,
      type_id: `org-type-${o.type}`,
      description: o.description,
      contact_name: contact ? o.contact : null,
      contact_email: contact ? contactEmail(o.contact, o.domain) : null,
      contact_phone: contact ? `+1 418-555-01${41 + index}` : null,
      internal_notes: noteOf.get(o.id) ?? null,
    };
  });
}
