/**
 * English texts of usage counts (spec 6-data-and-beyond §6.3.4): the "Used by" column, the
 * "Used by:" line under the list choice and the `entry_in_use` error toast. Only the
 * reference-list page's chunk and the on-demand error text import them. Placeholders use
 * rosetta's `{{name}}`.
 */
export const usageEn = {
  memberOne: '{{n}} member',
  memberOther: '{{n}} members',
  organizationOne: '{{n}} partner',
  organizationOther: '{{n}} partners',
  productOne: '{{n}} product',
  productOther: '{{n}} products',
  grantOne: '{{n}} grant',
  grantOther: '{{n}} grants',
  eventOne: '{{n}} event',
  eventOther: '{{n}} events',
  supervisionOne: '{{n}} supervision',
  supervisionOther: '{{n}} supervisions',
  memberKind: 'members',
  organizationKind: 'partners',
  productKind: 'products',
  grantKind: 'grants',
  eventKind: 'events',
  supervisionKind: 'supervisions',
  notUsed: 'Not used',
};

export type UsageTexts = typeof usageEn;
