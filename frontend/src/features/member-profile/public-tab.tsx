/** The Public tab of the member private page (spec 5-pages §5.4.4): view and form, saved with If-Match. */
import { API_PATHS } from '@portal/common/api/paths';
import type { MemberPrivateDetail } from '@portal/common/api/member';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { Link } from 'wouter';
import { BilingualFields, OrcidField, SelectField, TextField } from '../../components/form-fields';
import { OrcidLink } from '../../components/orcid-link';
import { DetailItem, DetailList } from '../../components/record-detail';
import { RecordTabForm } from '../../components/record-tab-form';
import { PairBadge } from '../../components/translation-markers';
import { Tag } from '../../components/tag';
import { ExternalLink } from '../../components/values';
import { useReferenceList } from '../../lib/api/lists';
import { bilingualText } from '../../lib/i18n/bilingual';
import { sortByTexts } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import { formOptions } from '../../lib/records/options';
import { useRecordForm } from '../../lib/records/use-record-form';
import { useRecordPatch } from '../../lib/records/use-record-patch';
import { mailtoHref } from '../../lib/mailto';
import { BothLanguages } from './both-languages';
import { KeywordField } from './keyword-field';
import { keywordLabel, keywordSeed } from './keyword-rules';
import { LINK_FIELDS } from './member-links';
import { ProblemsEditor } from './problems-editor';
import type { MemberTabFormProps } from './tab-form-props';
import { publicTabBody, publicTabValues, validatePublicTab, type PublicTabValues } from './public-tab-form';

type Named = Pick<ReferenceEntry, 'id' | 'name_en' | 'name_fr'>;

export function PublicTabView({ member }: { member: MemberPrivateDetail }) {
  const { t, language } = useLanguage();
  const name = (entry: Named | null) => (entry ? bilingualText(entry.name_en, entry.name_fr, language) : '');
  const keywords = sortByTexts(member.keywords, [(k) => keywordLabel(k, language)], language);
  const products = sortByTexts(member.products, [(p) => bilingualText(p.title_en, p.title_fr, language)], language);
  return (
    <DetailList>
      <DetailItem label={t('memberProfile.firstName')} empty={false}>
        {member.account.first_name}
      </DetailItem>
      <DetailItem label={t('memberProfile.lastName')} empty={false}>
        {member.account.last_name}
      </DetailItem>
      <DetailItem label={t('members.faculty')} empty={!member.faculty}>
        {name(member.faculty)}
      </DetailItem>
      <DetailItem label={t('members.memberType')} empty={!member.member_type}>
        {name(member.member_type)}
      </DetailItem>
      <DetailItem label={t('memberProfile.workEmail')} empty={!member.work_email}>
        <a href={mailtoHref(member.work_email)}>{member.work_email}</a>
      </DetailItem>
      <DetailItem label={t('memberProfile.workPhone')} empty={!member.work_phone}>
        <a href={`tel:${(member.work_phone ?? '').replace(/[^+\d]/g, '')}`}>{member.work_phone}</a>
      </DetailItem>
      <DetailItem label={t('memberProfile.aboutMe')} empty={false} badge={<PairBadge en={member.about_me_en} fr={member.about_me_fr} />}>
        <BothLanguages en={member.about_me_en} fr={member.about_me_fr} />
      </DetailItem>
      <DetailItem label={t('members.problems')} empty={member.problems.length === 0} list>
        <ol>
          {member.problems.map((problem, index) => (
            <li key={index}>
              <BothLanguages en={problem.name_en} fr={problem.name_fr} />
              <PairBadge en={problem.name_en} fr={problem.name_fr} />
            </li>
          ))}
        </ol>
      </DetailItem>
      <DetailItem label={t('members.keywords')} empty={keywords.length === 0} list>
        <ul className="tag-row">
          {keywords.map((k) => (
            <li key={k.id}>
              <Tag seed={keywordSeed(k)} href={`/members?keywords=${encodeURIComponent(k.id)}`}>
                {keywordLabel(k, language)}
              </Tag>
            </li>
          ))}
        </ul>
      </DetailItem>
      {/* Without an iD the item is left out, on this page too (spec 6-data-and-beyond §6.3.8). */}
      <DetailItem label={t('memberProfile.orcid')} empty={!member.orcid} hideEmpty>
        <OrcidLink orcid={member.orcid ?? ''} />
      </DetailItem>
      {LINK_FIELDS.map((field) => (
        <DetailItem key={field.field} label={t(field.label)} empty={!member[field.field]}>
          <ExternalLink href={member[field.field] ?? ''} />
        </DetailItem>
      ))}
      <DetailItem label={t('memberProfile.products')} empty={products.length === 0} list>
        <ol>
          {products.map((product) => (
            <li key={product.id}>
              <Link href={`/products/${encodeURIComponent(product.id)}`}>{bilingualText(product.title_en, product.title_fr, language)}</Link>
            </li>
          ))}
        </ol>
      </DetailItem>
    </DetailList>
  );
}

export function PublicTabForm({ member, isAdmin, isSelf, onReload, onSaved }: MemberTabFormProps) {
  const { t, language } = useLanguage();
  const patch = useRecordPatch<MemberPrivateDetail>(API_PATHS['member-private'](member.id), member.etag, { refreshOwnAccount: isSelf });
  const faculties = useReferenceList<ReferenceEntry>(API_PATHS['all-faculties']());
  const memberTypes = useReferenceList<ReferenceEntry>(API_PATHS['all-member-types']());
  // Retired entries only when the member holds them (spec 2-data-model §2.1.6, 5-pages §5.2.6).
  const options = (entries: readonly ReferenceEntry[], held: string | null | undefined) => formOptions(entries, language, held ? [held] : []);
  const form = useRecordForm<PublicTabValues, MemberPrivateDetail>({
    initial: publicTabValues(member),
    toBody: (values) => publicTabBody(values, isAdmin),
    validate: validatePublicTab,
    detectNoChange: true,
    uniqueEntity: 'member',
    send: (body) => patch('updateMemberPublic', API_PATHS['update-member-public'](member.id), body),
    onSaved: (value) => void onSaved(value),
  });
  const { values, errors } = form;
  const set = (field: Exclude<keyof PublicTabValues, 'problems' | 'keywords'>) => (value: string) => form.setValues((current) => ({ ...current, [field]: value }));
  return (
    <RecordTabForm form={form} onReload={() => void onReload()}>
      <p>{t('memberProfile.publicIntro')}</p>
      <TextField label={t('memberProfile.firstName')} name="first_name" required value={values.first_name} onChange={set('first_name')} error={errors.first_name} />
      <TextField label={t('memberProfile.lastName')} name="last_name" required value={values.last_name} onChange={set('last_name')} error={errors.last_name} />
      <SelectField label={t('members.faculty')} name="faculty_id" value={values.faculty_id} onChange={set('faculty_id')} options={options(faculties.items, member.faculty?.id)} error={errors.faculty_id} />
      {isAdmin ? (
        <SelectField label={t('members.memberType')} name="member_type_id" value={values.member_type_id} onChange={set('member_type_id')} options={options(memberTypes.items, member.member_type?.id)} error={errors.member_type_id} />
      ) : (
        <div className="form-field">
          <span className="field-label">{t('members.memberType')}</span>
          <p className="field-help">{t('memberProfile.memberTypeHelp')}</p>
          <p>{member.member_type ? bilingualText(member.member_type.name_en, member.member_type.name_fr, language) : '—'}</p>
          {errors.member_type_id ? <p className="field-error">{errors.member_type_id}</p> : null}
        </div>
      )}
      <TextField
        label={t('memberProfile.workEmail')}
        name="work_email"
        type="email"
        help={isSelf ? t('memberProfile.workEmailHelpSelf') : t('memberProfile.workEmailHelpAdmin')}
        value={values.work_email}
        onChange={set('work_email')}
        error={errors.work_email}
      />
      <TextField label={t('memberProfile.workPhone')} name="work_phone" type="tel" value={values.work_phone} onChange={set('work_phone')} error={errors.work_phone} />
      <BilingualFields
        label={t('memberProfile.aboutMe')}
        name="about_me"
        multiline
        en={values.about_me_en}
        fr={values.about_me_fr}
        onChange={(lang, value) => set(lang === 'en' ? 'about_me_en' : 'about_me_fr')(value)}
        error={errors.about_me_en ?? errors.about_me_fr}
      />
      <ProblemsEditor rows={values.problems} onChange={(next) => form.setValues((current) => ({ ...current, problems: next }))} error={errors.problems} />
      <KeywordField selected={values.keywords} onChange={(next) => form.setValues((current) => ({ ...current, keywords: next }))} isAdmin={isAdmin} error={errors.keyword_ids} />
      <OrcidField
        label={t('memberProfile.orcid')}
        name="orcid"
        help={t('memberProfile.orcidHelp')}
        value={values.orcid}
        onChange={set('orcid')}
        onBlur={() => form.leave('orcid')}
        error={errors.orcid}
      />
      <fieldset className="form-fieldset">
        <legend>{t('memberProfile.links')}</legend>
        {LINK_FIELDS.map((field) => (
          <TextField
            key={field.field}
            label={t(`memberProfile.${field.field}Label`)}
            name={field.field}
            type="url"
            value={values[field.field]}
            onChange={set(field.field)}
            error={errors[field.field]}
          />
        ))}
      </fieldset>
    </RecordTabForm>
  );
}
