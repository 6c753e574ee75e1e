/**
 * English texts of the record history page and its entry points (history, spec
 * 6-data-and-beyond §6.3.5). Field labels reuse the forms' keys; `fields` holds only the labels of
 * stored fields that no form names (an account's sign-in binding, a member's deactivation stamps,
 * the names of keywords and reference entries).
 */
export const historyEn = {
  link: 'History',
  viewHistory: 'View the history of this record',
  heading: 'History',
  headingOf: 'History: {{label}}',
  recordDeleted: 'This record has been deleted.',
  backToRecord: 'Back to the record',
  entries: 'Changes, newest first',
  entryHeading: '{{time}} — {{action}} by {{name}}',
  /** The action of an entry about a member's insight, followed by the Insight tab's label. */
  actionOfPart: '{{action}} ({{part}})',
  actions: {
    create: 'Created',
    update: 'Updated',
    delete: 'Deleted',
  },
  deletedAccount: '{{name}} (deleted account)',
  system: 'System',
  field: 'Field',
  before: 'Before',
  after: 'After',
  deletedEntry: 'The record was deleted.',
  erased: 'No details kept.',
  deletedRecord: 'Deleted record',
  showAll: 'Show all',
  showLess: 'Show less',
  showOlder: 'Show older changes',
  empty: 'No changes recorded.',
  retention: 'Changes older than {{days}} days are not kept.',
  /** A bilingual field's label: "About me (English)". */
  inLanguage: '{{label}} ({{language}})',
  /** A partnership in a member's list: the partner, then how they work together. */
  partnership: '{{partner}}: {{description}}',
  deactivatedBy: {
    self: 'The member',
    admin: 'An administrator',
  },
  fields: {
    member: 'Member',
    account: 'Account',
    identityBound: 'Linked to a sign-in identity',
    lastActive: 'Inactive since',
    deactivatedBy: 'Deactivated by',
    name: 'Name',
    retired: 'Retired',
  },
};
