/** The partner's form fields (spec 5-pages §5.7.3 Public and Private tabs, §5.7.4, §5.7.5). */
import type { BodyDraft } from '@portal/common/api/body-draft';
import type { OrganizationPrivateDetail, OrganizationPublicDetail, UpdatePartnerPrivateBody, UpdatePartnerPublicBody } from '@portal/common/api/organization';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { BilingualFields, SelectField, TextField } from '../../components/form-fields';
import { useReferenceList } from '../../lib/api/lists';
import { useLanguage } from '../../lib/i18n/language-context';
import { formOptions } from '../../lib/records/options';
import { textOrNull, type FieldMessages } from '../../lib/records/field-errors';

export interface PartnerPublicValues {
  name_en: string;
  name_fr: string;
  scope_id: string;
  type_id: string;
  description: string;
}

export interface PartnerPrivateValues {
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  internal_notes: string;
}

export const EMPTY_PARTNER_PUBLIC: PartnerPublicValues = { name_en: '', name_fr: '', scope_id: '', type_id: '', description: '' };
export const EMPTY_PARTNER_PRIVATE: PartnerPrivateValues = { contact_name: '', contact_email: '', contact_phone: '', internal_notes: '' };

export function partnerPublicValues(partner: OrganizationPublicDetail): PartnerPublicValues {
  return {
    name_en: partner.name_en ?? '',
    name_fr: partner.name_fr ?? '',
    scope_id: partner.scope?.id ?? '',
    type_id: partner.type?.id ?? '',
    description: partner.description ?? '',
  };
}

export function partnerPrivateValues(partner: OrganizationPrivateDetail): PartnerPrivateValues {
  return {
    contact_name: partner.contact_name ?? '',
    contact_email: partner.contact_email ?? '',
    contact_phone: partner.contact_phone ?? '',
    internal_notes: partner.internal_notes ?? '',
  };
}

/** The public fields as the API takes them: empty optional fields as null. */
export function partnerPublicBody(values: PartnerPublicValues): BodyDraft<UpdatePartnerPublicBody> {
  return {
    name_en: textOrNull(values.name_en),
    name_fr: textOrNull(values.name_fr),
    scope_id: textOrNull(values.scope_id),
    type_id: textOrNull(values.type_id),
    description: textOrNull(values.description),
  };
}

export function partnerPrivateBody(values: PartnerPrivateValues): UpdatePartnerPrivateBody {
  return {
    contact_name: textOrNull(values.contact_name),
    contact_email: textOrNull(values.contact_email),
    contact_phone: textOrNull(values.contact_phone),
    internal_notes: textOrNull(values.internal_notes),
  };
}

/** Names, scope, organization type and description. `nameError` overrides the name pair's message. */
export function PartnerPublicFields({
  values,
  onChange,
  errors,
  nameError,
}: {
  values: PartnerPublicValues;
  onChange: (next: PartnerPublicValues) => void;
  errors: FieldMessages;
  nameError?: string | undefined;
}) {
  const { t, language } = useLanguage();
  const scopes = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.orgScopes);
  const types = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.orgTypes);
  const set = <K extends keyof PartnerPublicValues>(key: K, value: PartnerPublicValues[K]) => onChange({ ...values, [key]: value });
  return (
    <>
      <p className="field-help">{t('records.bilingualHint')}</p>
      <BilingualFields
        label={t('records.partners.name')}
        name="name"
        en={values.name_en}
        fr={values.name_fr}
        atLeastOne
        error={nameError ?? errors.name_en ?? errors.name_fr}
        onChange={(lang, value) => set(lang === 'en' ? 'name_en' : 'name_fr', value)}
      />
      <SelectField
        label={t('records.partners.scope')}
        name="scope_id"
        required
        value={values.scope_id}
        options={formOptions(scopes.items, language, [values.scope_id])}
        error={errors.scope_id}
        onChange={(v) => set('scope_id', v)}
      />
      <SelectField
        label={t('records.partners.type')}
        name="type_id"
        value={values.type_id}
        options={formOptions(types.items, language, [values.type_id])}
        error={errors.type_id}
        onChange={(v) => set('type_id', v)}
      />
      <TextField
        label={t('records.partners.description')}
        name="description"
        multiline
        help={t('records.partners.descriptionHelp')}
        value={values.description}
        error={errors.description}
        onChange={(v) => set('description', v)}
      />
    </>
  );
}

/** Contact person, e-mail, phone and internal notes (administrators). */
export function PartnerPrivateFields({ values, onChange, errors }: { values: PartnerPrivateValues; onChange: (next: PartnerPrivateValues) => void; errors: FieldMessages }) {
  const { t } = useLanguage();
  const set = <K extends keyof PartnerPrivateValues>(key: K, value: PartnerPrivateValues[K]) => onChange({ ...values, [key]: value });
  return (
    <>
      <TextField label={t('records.partners.contactName')} name="contact_name" value={values.contact_name} error={errors.contact_name} onChange={(v) => set('contact_name', v)} />
      <TextField label={t('records.partners.contactEmail')} name="contact_email" type="email" value={values.contact_email} error={errors.contact_email} onChange={(v) => set('contact_email', v)} />
      <TextField label={t('records.partners.contactPhone')} name="contact_phone" type="tel" value={values.contact_phone} error={errors.contact_phone} onChange={(v) => set('contact_phone', v)} />
      <TextField
        label={t('records.partners.internalNotes')}
        name="internal_notes"
        multiline
        value={values.internal_notes}
        error={errors.internal_notes}
        onChange={(v) => set('internal_notes', v)}
      />
    </>
  );
}
