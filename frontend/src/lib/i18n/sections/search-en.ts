/**
 * English texts of the search page (spec 6-data-and-beyond §6.3.3). Not part of the shell's
 * dictionary: only the search page's chunk imports them (as the dashboard's, docs/adr/0040).
 * Placeholders use rosetta's `{{name}}`.
 */
export const searchEn = {
  heading: 'Search',
  field: 'Search the portal',
  hint: 'Members, keywords, products and partners: names, titles, keywords, authors, DOI and ORCID iD.',
  hintAdmin: 'Members, keywords, products, partners, grants, events, supervisions and accounts.',
  shortcut: 'Use the “/” key to open search',
  tooShort: 'Type at least 2 characters.',
  missing: 'Some results are missing: {{groups}} could not be loaded.',
  tryAgain: 'Try again',
  summaryOne: '{{count}} result for “{{text}}”',
  summaryOther: '{{count}} results for “{{text}}”',
  groupsNav: 'Result groups',
  groupCount: '{{group}} ({{count}})',
  showAll: 'Show all {{count}}',
  showMore: 'Show 100 more',
  noResults: 'No results for “{{text}}”.',
  noResultsHint: 'Check the spelling or try fewer words.',
  loading: 'Loading...',
  members: 'Members',
  keywords: 'Keywords',
  products: 'Products',
  partners: 'Partners',
  grants: 'Grants',
  events: 'Events',
  supervisions: 'Supervisions',
  accounts: 'Accounts',
  keywordMembersOne: '{{count}} member',
  keywordMembersOther: '{{count}} members',
  administrator: 'Administrator',
  member: 'Member',
  and: 'and',
};

export type SearchTexts = typeof searchEn;
