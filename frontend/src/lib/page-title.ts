/**
 * Document titles (spec 4-shell §4.5): "<short name> - <section>", the section decided by the
 * route (lib/routes.ts); every path that matches no route is "Page not found".
 */
export { sectionTitleKey } from './routes';

export function documentTitle(shortName: string, section: string): string {
  return `${shortName} - ${section}`;
}
