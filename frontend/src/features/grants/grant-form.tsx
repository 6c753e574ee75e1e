/** The grant's public fields form (spec 5-pages §5.8.3 Public tab, §5.8.4 registration). */
import type { MemberListItem } from '@portal/common/api/member';
import type { BodyDraft } from '@portal/common/api/body-draft';
import type { GrantPublicDetail, UpdateGrantPublicBody } from '@portal/common/api/grant';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { GRANT_MEMBERS_MAX } from '@portal/common/validation/schemas/grant';
import { useMemo } from 'react';
import { AuthorMatchPanel } from '../../components/author-match-panel';
import { CheckboxField, DateField, SelectField, TextField } from '../../components/form-fields';
import { Selector, type SelectorOption } from '../../components/selector';
import { useReferenceList } from '../../lib/api/lists';
import { compareText } from '../../lib/i18n/collator';
import type { Language } from '../../lib/i18n/dictionary';
import { useLanguage } from '../../lib/i18n/language-context';
import { formOptions } from '../../lib/records/options';
import { textOrNull, type FieldMessages } from '../../lib/records/field-errors';
import { moneyInputText, parseMoney } from '../../lib/records/money';
import { useDistinctMemberOptions } from '../../lib/records/member-details';

export interface GrantFormValues {
  title: string;
  amount: string;
  through_network: boolean;
  status_id: string;
  source_id: string;
  submission_date: string;
  obtained_date: string;
  completed_date: string;
  topic_id: string;
  all_investigator: string;
  investigators: SelectorOption[];
  involved: SelectorOption[];
}

export const EMPTY_GRANT_FORM: GrantFormValues = {
  title: '',
  amount: '',
  through_network: false,
  status_id: '',
  source_id: '',
  submission_date: '',
  obtained_date: '',
  completed_date: '',
  topic_id: '',
  all_investigator: '',
  investigators: [],
  involved: [],
};

const memberOption = (m: { id: string; first_name: string; last_name: string }) => ({ id: m.id, label: `${m.first_name} ${m.last_name}`, href: `/members/${encodeURIComponent(m.id)}` });

export function grantFormValues(grant: GrantPublicDetail, language: Language): GrantFormValues {
  return {
    title: grant.title,
    amount: moneyInputText(grant.amount, language),
    through_network: grant.through_network,
    status_id: grant.status?.id ?? '',
    source_id: grant.source?.id ?? '',
    submission_date: grant.submission_date ?? '',
    obtained_date: grant.obtained_date ?? '',
    completed_date: grant.completed_date ?? '',
    topic_id: grant.topic?.id ?? '',
    all_investigator: grant.all_investigator,
    investigators: grant.investigator_members.map(memberOption),
    involved: grant.involved_members.map(memberOption),
  };
}

export function grantBody(values: GrantFormValues, language: Language): BodyDraft<UpdateGrantPublicBody> {
  return {
    title: values.title.trim(),
    amount: parseMoney(values.amount, language),
    through_network: values.through_network,
    status_id: textOrNull(values.status_id),
    source_id: textOrNull(values.source_id),
    topic_id: textOrNull(values.topic_id),
    submission_date: textOrNull(values.submission_date),
    obtained_date: textOrNull(values.obtained_date),
    completed_date: textOrNull(values.completed_date),
    all_investigator: values.all_investigator.trim(),
    investigator_member_ids: values.investigators.map((m) => m.id),
    involved_member_ids: values.involved.map((m) => m.id),
  };
}

export function GrantPublicFields({ values, onChange, errors }: { values: GrantFormValues; onChange: (next: GrantFormValues) => void; errors: FieldMessages }) {
  const { t, language } = useLanguage();
  const statuses = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.statuses);
  const sources = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.sources);
  const topics = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.topics);
  // The list's items carry each member's faculty and type, which tell two namesakes apart.
  const members = useReferenceList<MemberListItem>(API_PATHS['all-members']());
  const memberOptions = useDistinctMemberOptions(
    useMemo(() => members.items.map((m) => memberOption({ id: m.id, ...m.account })).sort((a, b) => compareText(a.label, b.label, language)), [members.items, language]),
    members.items,
  );
  const set = <K extends keyof GrantFormValues>(key: K, value: GrantFormValues[K]) => onChange({ ...values, [key]: value });
  const involvedIds = useMemo(() => values.involved.map((m) => m.id), [values.involved]);
  return (
    <>
      <TextField label={t('records.grants.title')} name="title" value={values.title} required multiline help={t('records.grants.titleHelp')} error={errors.title} onChange={(v) => set('title', v)} />
      <TextField label={t('records.grants.amount')} name="amount" value={values.amount} required inputMode="decimal" help={t('records.grants.amountHelp')} error={errors.amount} onChange={(v) => set('amount', v)} />
      <CheckboxField label={t('records.grants.throughNetwork')} name="through_network" help={t('records.grants.throughNetworkHelp')} checked={values.through_network} onChange={(v) => set('through_network', v)} />
      <SelectField label={t('records.grants.status')} name="status_id" required value={values.status_id} options={formOptions(statuses.items, language, [values.status_id])} error={errors.status_id} onChange={(v) => set('status_id', v)} />
      <SelectField label={t('records.grants.source')} name="source_id" required help={t('records.grants.sourceHelp')} value={values.source_id} options={formOptions(sources.items, language, [values.source_id])} error={errors.source_id} onChange={(v) => set('source_id', v)} />
      <DateField label={t('records.grants.submissionDate')} name="submission_date" value={values.submission_date} error={errors.submission_date} onChange={(v) => set('submission_date', v)} />
      <DateField label={t('records.grants.obtainedDate')} name="obtained_date" value={values.obtained_date} error={errors.obtained_date} onChange={(v) => set('obtained_date', v)} />
      <DateField label={t('records.grants.completedDate')} name="completed_date" value={values.completed_date} error={errors.completed_date} onChange={(v) => set('completed_date', v)} />
      <SelectField label={t('records.grants.topic')} name="topic_id" value={values.topic_id} options={formOptions(topics.items, language, [values.topic_id])} error={errors.topic_id} onChange={(v) => set('topic_id', v)} />
      <TextField
        label={t('records.grants.allInvestigators')}
        name="all_investigator"
        value={values.all_investigator}
        required
        multiline
        help={t('records.grants.allInvestigatorsHelp')}
        error={errors.all_investigator}
        onChange={(v) => set('all_investigator', v)}
      />
      <AuthorMatchPanel
        text={values.all_investigator}
        selected={values.investigators}
        alsoLinkedIds={involvedIds}
        max={GRANT_MEMBERS_MAX}
        onAdd={(member) => set('investigators', [...values.investigators, member])}
      />
      <div className="form-field">
        <Selector
          label={t('records.grants.investigators')}
          name="investigator_member_ids"
          options={memberOptions}
          selected={values.investigators}
          excludeIds={values.involved.map((m) => m.id)}
          onChange={(next) => set('investigators', next)}
          max={GRANT_MEMBERS_MAX}
          help={t('records.grants.investigatorsHelp')}
          failed={members.failed}
          onRetry={members.retry}
        />
        {errors.investigator_member_ids ? <p className="field-error">{errors.investigator_member_ids}</p> : null}
      </div>
      <div className="form-field">
        <Selector
          label={t('records.grants.involved')}
          name="involved_member_ids"
          options={memberOptions}
          selected={values.involved}
          excludeIds={values.investigators.map((m) => m.id)}
          onChange={(next) => set('involved', next)}
          max={GRANT_MEMBERS_MAX}
          help={t('records.grants.involvedHelp')}
          failed={members.failed}
          onRetry={members.retry}
        />
        {errors.involved_member_ids ? <p className="field-error">{errors.involved_member_ids}</p> : null}
      </div>
    </>
  );
}
