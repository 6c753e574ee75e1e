/**
 * Document titles (spec 4-shell §4.5): "<short name> - <section>", the section given by the
 * route table (lib/routes.ts); every path that matches no route is "Page not found".
 */
import { matchRoute, type SectionTitle } from './routes';

/** Dictionary key of the section title of `path` ("Page not found" for unknown paths). */
export function sectionTitleKey(path: string): SectionTitle {
  return matchRoute(path)?.title ?? 'titles.notFound';
}

export function documentTitle(shortName: string, section: string): string {
  return `${shortName} - ${section}`;
}
