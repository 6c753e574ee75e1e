import type { OrganizationPublicDetail } from '@portal/common/api/organization';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { API_PATHS } from '@portal/common/api/paths';
import { Link } from 'wouter';
import { RecordPublicFrame } from '../../components/record-public-frame';
import { BilingualNameItems, DetailItem, DetailList, RecordLinks } from '../../components/record-detail';
import { BilingualText } from '../../components/values';
import { useSession } from '../../lib/auth/session-context';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecord } from '../../lib/records/use-record';

const hasText = (value: string | null | undefined): value is string => value != null && value.trim() !== '';

/** The subtitle: organization type and scope, separated by " · ". */
export function partnerSubtitle(partner: OrganizationPublicDetail, language: 'en' | 'fr'): string {
  return [partner.type, partner.scope]
    .map((entry) => (entry ? bilingualText(entry.name_en, entry.name_fr, language) : ''))
    .filter(Boolean)
    .join(' · ');
}

/**
 * The items of the partner's public view (spec 5-pages §5.7.2). `hideEmpty` on the public page;
 * the private page's Public tab lists both names and shows "—"/"None" for empty values.
 */
export function PartnerPublicItems({ partner, hideEmpty }: { partner: OrganizationPublicDetail; hideEmpty: boolean }) {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const canList = role === 'registered' || role === 'member' || role === 'admin';
  const name = (entry: ReferenceEntry | null) => (entry ? bilingualText(entry.name_en, entry.name_fr, language) : '');
  const filterLink = (entry: ReferenceEntry | null, param: string) =>
    entry && canList ? <Link href={`/partners?${param}=${encodeURIComponent(entry.id)}`}>{name(entry)}</Link> : name(entry);
  const products = [...partner.products].sort((a, b) => compareText(bilingualText(a.title_en, a.title_fr, language), bilingualText(b.title_en, b.title_fr, language), language));
  const events = [...partner.events].sort((a, b) => (b.start_date ?? '').localeCompare(a.start_date ?? ''));
  return (
    <DetailList>
      <BilingualNameItems en={partner.name_en} fr={partner.name_fr} labels={{ en: t('records.partners.englishName'), fr: t('records.partners.frenchName') }} hideEmpty={hideEmpty} />
      <DetailItem label={t('records.partners.type')} empty={!partner.type} hideEmpty={hideEmpty}>
        {filterLink(partner.type, 'partnerTypes')}
      </DetailItem>
      <DetailItem label={t('records.partners.scope')} empty={!partner.scope} hideEmpty={hideEmpty}>
        {filterLink(partner.scope, 'partnerScopes')}
      </DetailItem>
      <DetailItem label={t('records.partners.about')} empty={!hasText(partner.description)} hideEmpty={hideEmpty}>
        {partner.description}
      </DetailItem>
      <DetailItem label={t('records.partners.products')} empty={products.length === 0} hideEmpty={hideEmpty} list>
        <RecordLinks section="products" records={products} />
      </DetailItem>
      <DetailItem label={t('records.partners.events')} empty={events.length === 0} hideEmpty={hideEmpty} list>
        <RecordLinks section="events" records={events} />
      </DetailItem>
    </DetailList>
  );
}

/** Whether the public view has anything besides the heading. */
export function hasPublicInformation(partner: OrganizationPublicDetail): boolean {
  return (
    (hasText(partner.name_en) && hasText(partner.name_fr)) ||
    partner.type !== null ||
    partner.scope !== null ||
    hasText(partner.description) ||
    partner.products.length > 0 ||
    partner.events.length > 0
  );
}

/** Partner public page (spec 5-pages §5.7.2), everyone. */
export function PartnerPublicPage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const record = useRecord<OrganizationPublicDetail>(API_PATHS['partner-public'](id));
  const canList = role === 'registered' || role === 'member' || role === 'admin';
  return (
    <RecordPublicFrame
      record={record}
      history={{ kind: 'organization', id }}
      notFoundHeading={t('records.partners.notFound')}
      listHref={canList ? '/partners' : null}
      content={(partner) => ({
        heading: <BilingualText en={partner.name_en} fr={partner.name_fr} />,
        privateHref: role === 'admin' ? `/partners/${encodeURIComponent(id)}/private` : null,
        subtitle: partnerSubtitle(partner, language) ?? '',
        items: hasPublicInformation(partner) ? <PartnerPublicItems partner={partner} hideEmpty /> : null,
      })}
    />
  );
}
