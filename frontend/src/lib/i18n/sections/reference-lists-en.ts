/**
 * English texts of the reference-list page (spec 6-data-and-beyond §6.3.4). Not part of the
 * shell's dictionary: only the page's chunk imports them (as the search page's, docs/adr/0040).
 * Placeholders use rosetta's `{{name}}`.
 */
export const referenceListsEn = {
  heading: 'Reference lists',
  intro:
    'These lists feed the choices offered in forms and filters. A new name appears at once on every record that uses the entry. Retired entries stay on existing records but are no longer offered.',
  list: 'List',
  faculty: 'Faculties',
  'member-type': 'Member types',
  'org-scope': 'Organization scopes',
  'org-type': 'Organization types',
  'product-type': 'Product types',
  'event-type': 'Event types',
  'grant-source': 'Grant sources',
  'grant-status': 'Grant statuses',
  level: 'Levels',
  target: 'Targets',
  topic: 'Topics',
  keyword: 'Keywords',
  usedBy: 'Used by: {{uses}}',
  addHeading: 'Add an entry',
  englishName: 'English name',
  frenchName: 'French name',
  add: 'Add',
  entriesHeading: 'Entries',
  entryOne: 'entry',
  entryOther: 'entries',
  filter: 'Filter entries',
  showRetired: 'Show retired entries',
  status: 'Status',
  active: 'Active',
  retired: 'Retired',
  usedByColumn: 'Used by',
  actions: 'Actions',
  rename: 'Rename',
  retire: 'Retire',
  restore: 'Restore',
  delete: 'Delete',
  history: 'History',
  renameTitle: 'Rename entry',
  renameWarning: 'The new name appears at once on every record that uses this entry.',
  retireTitle: 'Retire “{{name}}”?',
  retireText: '“{{name}}” stays on every record that already uses it ({{usage}}) but is no longer offered for new choices. You can restore it at any time.',
};

export type ReferenceListsTexts = typeof referenceListsEn;
