import type { ProductPublicDetail } from '@portal/common/api/product';
import { API_PATHS } from '@portal/common/api/paths';
import { Link } from 'wouter';
import { RecordPublicFrame } from '../../components/record-public-frame';
import { BilingualNameItems, DetailItem, DetailList, MemberTags, TagList, RecordLinks } from '../../components/record-detail';
import { BilingualText, ExternalLink } from '../../components/values';
import { useSession } from '../../lib/auth/session-context';
import { bilingualText } from '../../lib/i18n/bilingual';
import { compareText } from '../../lib/i18n/collator';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecord } from '../../lib/records/use-record';
import { bilingualOption } from '../../lib/records/options';
import { ProductReferenceActions } from './product-reference-actions';

/**
 * The items of the product's public view (spec 5-pages §5.6.2); `hideEmpty` leaves empty items
 * out (public page), else they show "—" (the private page's Public tab).
 */
export function ProductPublicItems({ product, hideEmpty }: { product: ProductPublicDetail; hideEmpty: boolean }) {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const registered = role === 'registered' || role === 'member' || role === 'admin';
  const type = product.product_type;
  const typeLabel = type ? bilingualText(type.name_en, type.name_fr, language) : '';
  const partners = [...product.partners].sort((a, b) => compareText(bilingualText(a.name_en, a.name_fr, language), bilingualText(b.name_en, b.name_fr, language), language));
  const targets = [...product.targets].sort((a, b) => compareText(bilingualText(a.name_en, a.name_fr, language), bilingualText(b.name_en, b.name_fr, language), language));
  const events = [...product.events].sort((a, b) => (b.start_date ?? '').localeCompare(a.start_date ?? ''));
  return (
    <DetailList>
      <BilingualNameItems en={product.title_en} fr={product.title_fr} labels={{ en: t('records.products.englishTitle'), fr: t('records.products.frenchTitle') }} hideEmpty={hideEmpty} />
      <DetailItem label={t('records.products.type')} empty={!type} hideEmpty={hideEmpty}>
        {type && registered ? <Link href={`/products?productTypes=${encodeURIComponent(type.id)}`}>{typeLabel}</Link> : typeLabel}
      </DetailItem>
      <DetailItem label={t('records.products.date')} empty={!formatDate(product.publish_date, language)} hideEmpty={hideEmpty}>
        {formatDate(product.publish_date, language)}
      </DetailItem>
      <DetailItem label={t('records.products.doi')} empty={!product.doi} hideEmpty={hideEmpty}>
        {product.doi ? <ExternalLink href={`https://doi.org/${product.doi}`}>{product.doi}</ExternalLink> : null}
      </DetailItem>
      <DetailItem label={t('records.products.authors')} empty={!product.all_author} hideEmpty={hideEmpty}>
        {product.all_author}
      </DetailItem>
      <DetailItem label={t('records.products.memberAuthors')} empty={product.member_authors.length === 0} hideEmpty={hideEmpty} list>
        <MemberTags members={product.member_authors} />
      </DetailItem>
      <DetailItem label={t('records.products.partners')} empty={partners.length === 0} hideEmpty={hideEmpty} list>
        <TagList items={partners.map((p) => ({ ...bilingualOption(p, language), href: `/partners/${encodeURIComponent(p.id)}` }))} />
      </DetailItem>
      <DetailItem label={t('records.products.targets')} empty={targets.length === 0} hideEmpty={hideEmpty} list>
        <TagList items={targets.map((p) => bilingualOption(p, language))} />
      </DetailItem>
      <DetailItem label={t('records.products.abstract')} empty={!product.note} hideEmpty={hideEmpty}>
        {product.note}
      </DetailItem>
      <DetailItem label={t('records.products.events')} empty={events.length === 0} hideEmpty={hideEmpty} list>
        <RecordLinks section="events" records={events} />
      </DetailItem>
    </DetailList>
  );
}

export function productSubtitle(product: ProductPublicDetail, language: 'en' | 'fr'): string {
  const type = product.product_type ? bilingualText(product.product_type.name_en, product.product_type.name_fr, language) : '';
  return [type, product.publish_date?.slice(0, 4) ?? ''].filter(Boolean).join(' · ');
}

/** Product public page (spec 5-pages §5.6.2). */
export function ProductPublicPage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const record = useRecord<ProductPublicDetail>(API_PATHS['product-public'](id));
  const canList = role === 'registered' || role === 'member' || role === 'admin';
  return (
    <RecordPublicFrame
      record={record}
      history={{ kind: 'product', id }}
      notFoundHeading={t('records.products.notFound')}
      listHref={canList ? '/products' : null}
      content={(product) => ({
        heading: <BilingualText en={product.title_en} fr={product.title_fr} />,
        privateHref: role === 'member' || role === 'admin' ? `/products/${encodeURIComponent(id)}/private` : null,
        subtitle: productSubtitle(product, language) ?? '',
        items: <ProductPublicItems product={product} hideEmpty />,
        actions: <ProductReferenceActions product={product} />,
      })}
    />
  );
}
