import { MEMBER_SEEDS } from './people';
import type { Rng } from './random';
import { slug } from './text';

export interface PersonName {
  given: string;
  family: string;
}

/** External pool of spec 6-data-and-beyond §6.1.8 (invented people, some sharing a member's surname). */
export const EXTERNAL_POOL: readonly PersonName[] = [
  { given: 'Nkechi', family: 'Okafor' },
  { given: 'Paul', family: 'Smith' },
  { given: 'Anne', family: 'Tremblay' },
  { given: 'Kevin', family: 'Nguyen' },
  { given: 'Élodie', family: 'Martel' },
  { given: 'Rajesh', family: 'Iyer' },
  { given: 'Fatima Zahra', family: 'El Idrissi' },
  { given: 'Sven', family: 'Lindqvist' },
  { given: 'Chloé', family: 'Girard' },
  { given: 'Tomás', family: 'Herrera' },
  { given: 'Grace', family: 'Liu' },
  { given: 'Oluwaseun', family: 'Adeyemi' },
  { given: 'Brigitte', family: 'Paquette' },
  { given: 'Hamid', family: 'Rezaei' },
  { given: 'Emily', family: 'Clarke' },
  { given: 'Yuki', family: 'Tanaka' },
  { given: 'Dmitri', family: 'Volkov' },
  { given: 'Aoife', family: 'Byrne' },
  { given: 'Jean-Luc', family: 'Marchand' },
  { given: 'Priyanka', family: 'Sharma' },
  { given: 'Carlos', family: 'Mendoza' },
  { given: 'Ingrid', family: 'Johansson' },
  { given: 'Mohammed', family: 'Al-Sayed' },
  { given: 'Nadia', family: 'Benjelloun' },
  { given: 'Robert', family: 'MacLeod' },
  { given: 'Sun-hee', family: 'Park' },
  { given: 'Pierre-Olivier', family: 'Caron' },
  { given: 'Leila', family: 'Nasser' },
  { given: 'Ahmed', family: 'Hassan' },
  { given: 'Julie', family: 'Desrosiers' },
];

export type NameForm =
  | 'given-family'
  | 'family-comma-given'
  | 'initials-family'
  | 'family-initials'
  | 'family-comma-initials'
  | 'given-middle-family'
  | 'dr-given-family';

const FORMS: readonly NameForm[] = [
  'given-family',
  'family-comma-given',
  'initials-family',
  'family-initials',
  'family-comma-initials',
  'given-middle-family',
  'dr-given-family',
];
const FORM_WEIGHTS: readonly number[] = [35, 15, 15, 10, 15, 5, 5];

const FULL_FORMS: readonly NameForm[] = ['given-family', 'family-comma-given', 'given-middle-family', 'dr-given-family'];
const FULL_FORM_WEIGHTS: readonly number[] = [35, 15, 5, 5];

const MIDDLE_INITIALS = 'ABCDEHJKLMNPRST';

/**
 * Members whose initials are shared with another member of the same family name ("M. Tremblay",
 * "J. Smith"): generated texts write them with their full given name only.
 */
const SHARED_INITIALS: ReadonlySet<string> = (() => {
  const keys = new Map<string, number>();
  const keyOf = (p: PersonName) => `${slug(p.family)}|${slug(p.given).charAt(0)}`;
  for (const m of MEMBER_SEEDS) keys.set(keyOf(m), (keys.get(keyOf(m)) ?? 0) + 1);
  return new Set(MEMBER_SEEDS.filter((m) => (keys.get(keyOf(m)) ?? 0) > 1).map((m) => `${m.given} ${m.family}`));
})();

export function hasSharedInitials(person: PersonName): boolean {
  return SHARED_INITIALS.has(`${person.given} ${person.family}`);
}

/** "Jean-Pierre" → "J.-P.", "Minh Anh" → "M. A." (dotted) or "JP", "MA" (bare). */
export function initials(given: string, dotted: boolean): string {
  const words = given.split(/\s+/).map((word) => word.split('-').map((part) => part.charAt(0).toUpperCase()));
  if (!dotted) return words.map((parts) => parts.join('')).join('');
  return words.map((parts) => parts.map((letter) => `${letter}.`).join('-')).join(' ');
}

export function drawNameForm(rng: Rng, person: PersonName): NameForm {
  return hasSharedInitials(person) ? rng.weighted(FULL_FORMS, FULL_FORM_WEIGHTS) : rng.weighted(FORMS, FORM_WEIGHTS);
}

export function writeName(rng: Rng, person: PersonName, form: NameForm): string {
  const { given, family } = person;
  switch (form) {
    case 'given-family':
      return `${given} ${family}`;
    case 'family-comma-given':
      return `${family}, ${given}`;
    case 'initials-family':
      return `${initials(given, true)} ${family}`;
    case 'family-initials':
      return `${family} ${initials(given, false)}`;
    case 'family-comma-initials':
      return `${family}, ${initials(given, true)}`;
    case 'given-middle-family':
      return `${given} ${MIDDLE_INITIALS.charAt(rng.int(0, MIDDLE_INITIALS.length - 1))}. ${family}`;
    case 'dr-given-family':
      return `Dr ${given} ${family}`;
  }
}

export function usesComma(form: NameForm): boolean {
  return form === 'family-comma-given' || form === 'family-comma-initials';
}

function wordCount(text: string): number {
  return text.split(/\s+/).length;
}

/**
 * Without any ";" in the text, author matching (spec 3-api §3.14.2) keeps "Family, Given" whole
 * only for a one-word family name followed by a one-word given name or by initials, or a two- or
 * three-word family name followed by initials.
 */
function keptWholeAlone(person: PersonName, form: NameForm): boolean {
  if (form === 'family-comma-initials') return wordCount(person.family) <= 3;
  if (form === 'family-comma-given') return wordCount(person.family) === 1 && wordCount(person.given) === 1;
  return true;
}

/**
 * The author text of §6.1.8: "; " as soon as one name uses a comma form, otherwise ", " and, in
 * half of the cases, the last name joined by " and " / " et ".
 */
export function writeNameList(rng: Rng, people: readonly PersonName[], language: 'en' | 'fr'): string {
  const written = people.map((person) => {
    let form = drawNameForm(rng, person);
    if (people.length === 1 && !keptWholeAlone(person, form)) form = 'given-family';
    return { text: writeName(rng, person, form), comma: usesComma(form) };
  });
  const texts = written.map((w) => w.text);
  if (written.some((w) => w.comma)) return texts.join('; ');
  if (texts.length > 1 && rng.chance(0.5)) {
    const last = texts[texts.length - 1] ?? '';
    return `${texts.slice(0, -1).join(', ')} ${language === 'en' ? 'and' : 'et'} ${last}`;
  }
  return texts.join(', ');
}
