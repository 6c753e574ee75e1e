/**
 * Usage counts as text (spec 6-data-and-beyond §6.3.4): "2 members, 1 supervision" with the
 * plural rules of spec 4-shell §4.4.4 (French: 0 and 1 take the singular), kinds with a zero
 * count left out, "Not used" when all are zero. The reference-list page's "Used by" column and
 * the `entry_in_use` error toast (lib/api/error-text.ts) both say it this way.
 */
import type { HoldingKind, ReferenceUsage } from '@portal/common/api/reference';
import rosetta from 'rosetta';
import type { Language } from '../i18n/dictionary';
import { plural } from '../i18n/format';
import { formatCount } from '../i18n/format-count';
import { usageEn, type UsageTexts } from '../i18n/sections/usage-en';
import { usageFr } from '../i18n/sections/usage-fr';

const texts = rosetta<UsageTexts>({ en: usageEn, fr: usageFr });

/** The order of the kinds in a usage text (the API's order, 3-api §3.16.1). */
export const HOLDING_KINDS: readonly HoldingKind[] = ['member', 'organization', 'product', 'grant', 'event', 'supervision'];

/** "1 supervision", "12 members" / "1 subvention", "0 membre". */
export function kindCountText(kind: HoldingKind, count: number, language: Language): string {
  const key = plural(count, language, `${kind}One` as const, `${kind}Other` as const);
  return texts.t(key, { n: formatCount(count, language) }, language);
}

/** "2 members, 1 supervision", or "Not used" / "Non utilisée" when no record uses the entry. */
export function usageText(usage: Pick<ReferenceUsage, 'by_kind'> | undefined, language: Language): string {
  const parts = HOLDING_KINDS.flatMap((kind) => {
    const count = usage?.by_kind.find((item) => item.kind === kind)?.count ?? 0;
    return count > 0 ? [kindCountText(kind, count, language)] : [];
  });
  return parts.length > 0 ? parts.join(', ') : texts.t('notUsed', {}, language);
}

/** The kinds that can use a list's entries, as nouns: "members, supervisions" / "membres, supervisions". */
export function holdingKindsText(kinds: readonly HoldingKind[], language: Language): string {
  return HOLDING_KINDS.filter((kind) => kinds.includes(kind))
    .map((kind) => texts.t(`${kind}Kind`, {}, language))
    .join(', ');
}
