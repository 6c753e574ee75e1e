import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BilingualFields, ErrorSummary, SelectField, StaleBanner, SubmitButton, TextField } from '../../components/form-fields';
import { DetailItem, DetailList, RecordTabs } from '../../components/record-detail';
import { PageHeading } from '../../components/page-heading';
import { RecordState } from '../../components/record-state';
import { Tag } from '../../components/tag';
import { ExternalLink } from '../../components/values';
import { apiFetch } from '../../lib/api/fetcher';
import { useReferenceList } from '../../lib/api/lists';
import { useSession } from '../../lib/auth/session-context';
import { roleOf } from '../../lib/auth/session';
import { bilingualText } from '../../lib/i18n/bilingual';
import { sortByTexts } from '../../lib/i18n/collator';
import { formatTimestamp } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useOperation } from '../../lib/operations';
import { useRecord } from '../../lib/records/use-record';
import { useRecordForm } from '../../lib/records/use-record-form';
import { useUnsavedChanges } from '../../lib/unsaved/unsaved-context';
import { BothLanguages } from './both-languages';
import { InsightTabForm, InsightTabView } from './insight-tab';
import { KeywordField } from './keyword-field';
import { keywordLabel, keywordSeed } from './keyword-rules';
import { LINK_FIELDS } from './member-links';
import type { MemberPrivateDetail } from './member-types';
import './member-profile.css';
import { PrivateTabForm, PrivateTabView, privatePath } from './private-tab';
import { ProblemsEditor } from './problems-editor';
import { publicTabBody, publicTabValues, validatePublicTab, type PublicTabValues } from './public-tab-form';
import { bilingualOption } from '../../lib/records/options';

interface NamedEntry {
  id: string;
  name_en: string | null;
  name_fr: string | null;
}

export { privatePath };

/**
 * The member private page body (spec 5-pages §5.4.3–§5.4.6), shared by `/members/{id}/private`
 * and My Profile: header actions, tabs Public / Private / Insight (administrators), view and
 * edit modes, the Public tab's form saved with If-Match.
 */
export function MemberPrivateView({ id, inProfile = false, initialEditing = false }: { id: string; inProfile?: boolean; initialEditing?: boolean }) {
  const { t } = useLanguage();
  const session = useSession();
  const isAdmin = roleOf(session) === 'admin';
  const isSelf = session.account?.member?.id === id;
  const record = useRecord<MemberPrivateDetail>(privatePath(id));
  const [editing, setEditing] = useState(initialEditing);
  const { requestAction } = useUnsavedChanges();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const tabs = [
    { key: 'public', label: t('records.tabPublic') },
    { key: 'private', label: t('records.tabPrivate') },
    ...(isAdmin ? [{ key: 'insight', label: t('memberProfile.tabInsight') }] : []),
  ];
  const requested = new URLSearchParams(search).get('tab');
  const active = tabs.some((tab) => tab.key === requested) ? (requested as string) : 'public';
  const selectTab = (key: string) =>
    requestAction(() => {
      const params = new URLSearchParams(search);
      if (key === 'public') params.delete('tab');
      else params.set('tab', key);
      const query = params.toString();
      navigate(query ? `${path}?${query}` : path, { replace: true });
    });

  if (record.state !== 'ready' || !record.data) {
    return (
      <RecordState
        kind={record.state === 'ready' ? 'loading' : record.state}
        notFoundHeading={t('memberProfile.notFound')}
        list={{ href: '/members', label: t('memberProfile.backToList') }}
        onRetry={record.retry}
      />
    );
  }
  const member = record.data;
  const name = `${member.account.first_name} ${member.account.last_name}`;

  return (
    <article className="record-card">
      <header className="record-header">
        {inProfile ? <h2 className="record-card-heading">{name}</h2> : <PageHeading>{name}</PageHeading>}
        {!member.is_active ? <span className="badge">{t('memberProfile.inactive')}</span> : null}
        <div className="record-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => (editing ? requestAction(() => setEditing(false)) : setEditing(true))}
          >
            {editing ? t('records.done') : t('records.edit')}
          </button>
          {isSelf ? (
            <>
              <Link href="/supervisions/register-supervision">{t('memberProfile.addSupervision')}</Link>
              <Link href="/partners/register-partner">{t('memberProfile.addPartner')}</Link>
            </>
          ) : null}
          <Link href={`/members/${encodeURIComponent(member.id)}/public`}>{t('records.viewPublic')}</Link>
          {isAdmin ? (
            <Link href={`/accounts/${encodeURIComponent(member.account_id)}`}>{t('memberProfile.goToAccount')}</Link>
          ) : null}
        </div>
      </header>
      {isSelf && !member.is_active ? <p className="notice">{t('memberProfile.inactiveBanner')}</p> : null}
      <RecordTabs tabs={tabs} active={active} onSelect={selectTab} idBase={`member-${member.id}`}>
        {active === 'public' ? (
          editing ? (
            <PublicTabForm key={member.etag} member={member} isAdmin={isAdmin} isSelf={isSelf} onReload={record.reload} onSaved={record.replace} />
          ) : (
            <PublicTabView member={member} />
          )
        ) : null}
        {active === 'private' ? (
          editing ? (
            <PrivateTabForm key={member.etag} member={member} isAdmin={isAdmin} isSelf={isSelf} onReload={record.reload} onSaved={record.replace} />
          ) : (
            <PrivateTabView member={member} />
          )
        ) : null}
        {active === 'insight' && isAdmin ? (
          editing ? (
            <InsightTabForm key={member.insight?.etag ?? 'none'} member={member} onReload={record.reload} onSaved={record.replace} />
          ) : (
            <InsightTabView member={member} />
          )
        ) : null}
      </RecordTabs>
      {member.updated_at ? <LastUpdated at={member.updated_at} /> : null}
    </article>
  );
}

function LastUpdated({ at }: { at: string }) {
  const { t, language } = useLanguage();
  return <p className="last-updated">{t('records.lastUpdated', { time: formatTimestamp(at, language) ?? '' })}</p>;
}

function PublicTabView({ member }: { member: MemberPrivateDetail }) {
  const { t, language } = useLanguage();
  const name = (entry: NamedEntry | null) => (entry ? bilingualText(entry.name_en, entry.name_fr, language) : '');
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
        <a href={`mailto:${member.work_email ?? ''}`}>{member.work_email}</a>
      </DetailItem>
      <DetailItem label={t('memberProfile.workPhone')} empty={!member.work_phone}>
        <a href={`tel:${(member.work_phone ?? '').replace(/[^+\d]/g, '')}`}>{member.work_phone}</a>
      </DetailItem>
      <DetailItem label={t('memberProfile.aboutMe')} empty={false}>
        <BothLanguages en={member.about_me_en} fr={member.about_me_fr} />
      </DetailItem>
      <DetailItem label={t('members.problems')} empty={member.problems.length === 0} list>
        <ol>
          {member.problems.map((problem, index) => (
            <li key={index}>
              <BothLanguages en={problem.name_en} fr={problem.name_fr} />
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
      <DetailItem label={t('memberProfile.orcid')} empty={!member.orcid}>
        <ExternalLink href={`https://orcid.org/${member.orcid ?? ''}`} />
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

function PublicTabForm({
  member,
  isAdmin,
  isSelf,
  onReload,
  onSaved,
}: {
  member: MemberPrivateDetail;
  isAdmin: boolean;
  isSelf: boolean;
  onReload: () => Promise<unknown>;
  onSaved: (value: MemberPrivateDetail) => Promise<unknown>;
}) {
  const { t, language } = useLanguage();
  const operation = useOperation();
  const faculties = useReferenceList<NamedEntry>('/api/all-faculties');
  const memberTypes = useReferenceList<NamedEntry>('/api/all-member-types');
  const options = (entries: readonly NamedEntry[]) =>
    sortByTexts(entries, [(e) => bilingualText(e.name_en, e.name_fr, language)], language).map((e) => bilingualOption(e, language));
  const form = useRecordForm<PublicTabValues, MemberPrivateDetail>({
    initial: publicTabValues(member),
    toBody: (values) => publicTabBody(values, isAdmin),
    validate: validatePublicTab,
    detectNoChange: true,
    uniqueEntity: 'member',
    send: (body) =>
      operation(
        'updateMemberPublic',
        () =>
          apiFetch<MemberPrivateDetail>(`/api/update-member/${encodeURIComponent(member.id)}/public`, {
            method: 'PATCH',
            body,
            headers: { 'If-Match': `"${member.etag}"` },
          }),
        { cacheKey: () => privatePath(member.id), refreshOwnAccount: isSelf },
      ),
    onSaved: (value) => void onSaved(value),
  });
  const { values, errors } = form;
  const set = (field: Exclude<keyof PublicTabValues, 'problems' | 'keywords'>) => (value: string) => form.setValues((current) => ({ ...current, [field]: value }));
  return (
    <form className="record-form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
      {form.stale ? <StaleBanner onReload={() => void onReload()} /> : null}
      <ErrorSummary messages={form.summary} summaryRef={form.summaryRef} />
      <p>{t('memberProfile.publicIntro')}</p>
      <TextField label={t('memberProfile.firstName')} name="first_name" required value={values.first_name} onChange={set('first_name')} error={errors.first_name} />
      <TextField label={t('memberProfile.lastName')} name="last_name" required value={values.last_name} onChange={set('last_name')} error={errors.last_name} />
      <SelectField label={t('members.faculty')} name="faculty_id" value={values.faculty_id} onChange={set('faculty_id')} options={options(faculties.items)} error={errors.faculty_id} />
      {isAdmin ? (
        <SelectField label={t('members.memberType')} name="member_type_id" value={values.member_type_id} onChange={set('member_type_id')} options={options(memberTypes.items)} error={errors.member_type_id} />
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
      <TextField label={t('memberProfile.orcid')} name="orcid" help={t('memberProfile.orcidHelp')} value={values.orcid} onChange={set('orcid')} error={errors.orcid} />
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
      <SubmitButton busy={form.busy} noAnswer={form.noAnswer}>
        {t('records.save')}
      </SubmitButton>
    </form>
  );
}
