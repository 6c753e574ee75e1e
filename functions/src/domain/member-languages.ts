import type { Language, ProblemEntry } from '@portal/common/api/member';

/**
 * `missing_languages` of a member (spec 2-data-model §2.4.3): "en" when a public pair has only
 * its French side, "fr" when one has only its English side.
 */
export function missingLanguages(aboutMeEn: string | null, aboutMeFr: string | null, problems: ProblemEntry[]): Language[] {
  const pairs: [string | null, string | null][] = [[aboutMeEn, aboutMeFr], ...problems.map((p): [string | null, string | null] => [p.name_en, p.name_fr])];
  const filled = (value: string | null) => value !== null && value.trim().length > 0;
  const missing = new Set<Language>();
  for (const [en, fr] of pairs) {
    if (!filled(en) && filled(fr)) missing.add('en');
    if (filled(en) && !filled(fr)) missing.add('fr');
  }
  return (['en', 'fr'] as const).filter((language) => missing.has(language));
}
