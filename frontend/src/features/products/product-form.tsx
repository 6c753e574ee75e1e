/** The product's public fields form (spec 5-pages §5.6.3 Public tab, §5.6.4 registration). */
import type { MemberListItem } from '@portal/common/api/member';
import type { ProductPublicDetail, UpdateProductPublicBody } from '@portal/common/api/product';
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { OrganizationReference } from '@portal/common/api/refs';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { useMemo, useRef, type ReactNode } from 'react';
import { AuthorMatchPanel } from '../../components/author-match-panel';
import { BilingualFields, DateField, SelectField, TextField } from '../../components/form-fields';
import { Selector, type SelectorOption } from '../../components/selector';
import { useReferenceList } from '../../lib/api/lists';
import { compareText } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import type { FieldMessages } from '../../lib/records/field-errors';
import { textOrNull } from '../../lib/records/field-errors';
import {
  PRODUCT_PARTNERS_MAX,
  PRODUCT_TARGETS_MAX,
  MEMBER_AUTHORS_MAX,
} from '@portal/common/validation/schemas/product';
import { bilingualOption } from '../../lib/records/options';
import { useDistinctMemberOptions } from '../../lib/records/member-details';
import { DoiFillControls, useDoiFill } from './doi-fill-controls';
import type { FillField } from './doi-fill';

export interface ProductFormValues {
  title_en: string;
  title_fr: string;
  product_type_id: string;
  publish_date: string;
  doi: string;
  all_author: string;
  member_authors: SelectorOption[];
  partners: SelectorOption[];
  targets: SelectorOption[];
  note: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  title_en: '',
  title_fr: '',
  product_type_id: '',
  publish_date: '',
  doi: '',
  all_author: '',
  member_authors: [],
  partners: [],
  targets: [],
  note: '',
};

const memberHref = (id: string) => `/members/${encodeURIComponent(id)}`;

export function productFormValues(product: ProductPublicDetail, language: 'en' | 'fr'): ProductFormValues {
  return {
    title_en: product.title_en ?? '',
    title_fr: product.title_fr ?? '',
    product_type_id: product.product_type?.id ?? '',
    publish_date: product.publish_date ?? '',
    doi: product.doi ?? '',
    all_author: product.all_author,
    member_authors: product.member_authors.map((m) => ({ id: m.id, label: `${m.first_name} ${m.last_name}`, href: memberHref(m.id) })),
    partners: product.partners.map((p) => bilingualOption(p, language)),
    targets: product.targets.map((p) => bilingualOption(p, language)),
    note: product.note ?? '',
  };
}

/** The request body of the form (trimmed, empty optional values as null, links as id arrays). */
export function productBody(values: ProductFormValues): UpdateProductPublicBody {
  const doi = values.doi.trim().replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/i, '');
  return {
    title_en: textOrNull(values.title_en),
    title_fr: textOrNull(values.title_fr),
    product_type_id: textOrNull(values.product_type_id),
    publish_date: textOrNull(values.publish_date),
    doi: textOrNull(doi),
    all_author: values.all_author.trim(),
    member_author_ids: values.member_authors.map((m) => m.id),
    partner_ids: values.partners.map((p) => p.id),
    target_ids: values.targets.map((p) => p.id),
    note: textOrNull(values.note),
  };
}

function referenceOptions(items: readonly { id: string; name_en: string | null; name_fr: string | null; retired?: boolean }[], language: 'en' | 'fr', keep: readonly string[] = []) {
  return items
    .filter((item) => !item.retired || keep.includes(item.id))
    .map((item) => bilingualOption(item, language))
    .sort((a, b) => compareText(a.label, b.label, language));
}

/** The form lists of the product forms, loaded only while a form is shown. */
export function useProductFormLists(enabled: boolean) {
  const { language } = useLanguage();
  // The list's items carry each member's faculty and type, which tell two namesakes apart.
  const members = useReferenceList<MemberListItem>(enabled ? API_PATHS['all-members']() : null);
  const organizations = useReferenceList<OrganizationReference>(enabled ? API_PATHS['all-organizations']() : null);
  const targets = useReferenceList<ReferenceEntry>(enabled ? REFERENCE_LIST_PATHS.targets : null);
  const types = useReferenceList<ReferenceEntry>(enabled ? REFERENCE_LIST_PATHS.productTypes : null);
  const memberOptions = useDistinctMemberOptions(
    useMemo(() => members.items.map((m) => ({ id: m.id, label: `${m.account.first_name} ${m.account.last_name}`, href: memberHref(m.id) })).sort((a, b) => compareText(a.label, b.label, language)), [members.items, language]),
    members.items,
  );
  return useMemo(
    () => ({
      members: memberOptions,
      organizations: referenceOptions(organizations.items, language),
      targets: referenceOptions(targets.items, language),
      typeItems: types.items,
      failed: { members: members.failed, organizations: organizations.failed, targets: targets.failed },
      retry: { members: members.retry, organizations: organizations.retry, targets: targets.retry },
    }),
    [memberOptions, members.failed, members.retry, organizations, targets, types.items, language],
  );
}

export function ProductPublicFields({
  values,
  onChange,
  errors,
  memberAuthorsNote,
  productId,
}: {
  values: ProductFormValues;
  onChange: (next: ProductFormValues) => void;
  errors: FieldMessages;
  memberAuthorsNote?: ReactNode;
  /** The product being edited (its own DOI is not "already registered"); none on registration. */
  productId?: string;
}) {
  const { t, language } = useLanguage();
  const lists = useProductFormLists(true);
  const fillButton = useRef<HTMLButtonElement>(null);
  const fill = useDoiFill({ values, onChange, productId, buttonRef: fillButton });
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => {
    if (values[key] !== value) fill.edited(key);
    onChange({ ...values, [key]: value });
  };
  const typeOptions = referenceOptions(lists.typeItems, language, values.product_type_id ? [values.product_type_id] : []).map((option) => {
    const retired = lists.typeItems.find((item) => item.id === option.id)?.retired;
    return retired ? { ...option, label: `${option.label}${t('records.retired')}` } : option;
  });
  const fillLabels: Record<FillField, string> = {
    title_en: t('records.products.englishTitle'),
    title_fr: t('records.products.frenchTitle'),
    product_type_id: t('records.products.type'),
    publish_date: t('records.products.date'),
    all_author: t('records.products.authors'),
    note: t('records.products.abstract'),
  };
  const shownValue = (field: FillField, value: string) =>
    field === 'product_type_id' ? (typeOptions.find((option) => option.id === value)?.label ?? value) : value;
  return (
    <>
      <p className="field-help">{t('records.bilingualHint')}</p>
      <BilingualFields
        label={t('records.products.title')}
        name="title"
        en={values.title_en}
        fr={values.title_fr}
        atLeastOne
        error={errors.title_en ?? errors.title_fr}
        notes={{ en: fill.note('title_en'), fr: fill.note('title_fr') }}
        onChange={(language, value) => set(language === 'en' ? 'title_en' : 'title_fr', value)}
      />
      <SelectField label={t('records.products.type')} name="product_type_id" value={values.product_type_id} options={typeOptions} error={errors.product_type_id} hint={fill.note('product_type_id')} onChange={(value) => set('product_type_id', value)} />
      <DateField label={t('records.products.date')} name="publish_date" value={values.publish_date} error={errors.publish_date} hint={fill.note('publish_date')} onChange={(value) => set('publish_date', value)} />
      <TextField
        label={t('records.products.doi')}
        name="doi"
        value={values.doi}
        help={t('records.products.doiHelp')}
        error={fill.doiMessage ?? errors.doi}
        onChange={(value) => set('doi', value)}
        onBlur={() => set('doi', values.doi.trim().replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/i, ''))}
      />
      <DoiFillControls fill={fill} buttonRef={fillButton} labels={fillLabels} shown={shownValue} />
      <TextField
        label={t('records.products.authors')}
        name="all_author"
        value={values.all_author}
        required
        multiline
        help={t('records.products.authorsHelp')}
        error={errors.all_author}
        hint={fill.note('all_author')}
        onChange={(value) => set('all_author', value)}
      />
      <AuthorMatchPanel
        text={values.all_author}
        selected={values.member_authors}
        max={MEMBER_AUTHORS_MAX}
        onAdd={(member) => set('member_authors', [...values.member_authors, member])}
      />
      <div className="form-field">
        <Selector
          label={t('records.products.memberAuthors')}
          name="member_author_ids"
          options={lists.members}
          selected={values.member_authors}
          onChange={(next) => set('member_authors', next)}
          max={MEMBER_AUTHORS_MAX}
          help={<>{t('records.products.memberAuthorsHelp')}{memberAuthorsNote ? <> {memberAuthorsNote}</> : null}</>}
          invalid={Boolean(errors.member_author_ids)}
          failed={lists.failed.members}
          onRetry={lists.retry.members}
        />
        {errors.member_author_ids ? <p className="field-error">{errors.member_author_ids}</p> : null}
      </div>
      <div className="form-field">
        <Selector
          label={t('records.products.partners')}
          name="partner_ids"
          options={lists.organizations}
          selected={values.partners}
          onChange={(next) => set('partners', next)}
          max={PRODUCT_PARTNERS_MAX}
          invalid={Boolean(errors.partner_ids)}
          failed={lists.failed.organizations}
          onRetry={lists.retry.organizations}
        />
        {errors.partner_ids ? <p className="field-error">{errors.partner_ids}</p> : null}
      </div>
      <div className="form-field">
        <Selector
          label={t('records.products.targets')}
          name="target_ids"
          options={lists.targets}
          selected={values.targets}
          onChange={(next) => set('targets', next)}
          max={PRODUCT_TARGETS_MAX}
          invalid={Boolean(errors.target_ids)}
          failed={lists.failed.targets}
          onRetry={lists.retry.targets}
        />
        {errors.target_ids ? <p className="field-error">{errors.target_ids}</p> : null}
      </div>
      <TextField label={t('records.products.abstract')} name="note" value={values.note} multiline error={errors.note} hint={fill.note('note')} onChange={(value) => set('note', value)} />
    </>
  );
}
