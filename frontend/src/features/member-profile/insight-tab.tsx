/** The Insight tab (spec 5-pages §5.4.6), administrators only: view and form, saved with the insight's version. */
import { API_PATHS } from '@portal/common/api/paths';
import { DateField, TextField } from '../../components/form-fields';
import { DetailItem, DetailList } from '../../components/record-detail';
import { RecordTabForm } from '../../components/record-tab-form';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecordForm } from '../../lib/records/use-record-form';
import { useRecordPatch } from '../../lib/records/use-record-patch';
import { INSIGHT_TEXT_FIELDS, insightTabBody, insightTabValues, validateInsightTab, type InsightTabValues, type InsightTextField } from './insight-tab-form';
import type { MemberPrivateDetail } from '@portal/common/api/member';

export function InsightTabView({ member }: { member: MemberPrivateDetail }) {
  const { t, language } = useLanguage();
  const insight = member.insight;
  return (
    <DetailList>
      <DetailItem label={t('memberProfile.interviewDate')} empty={!insight?.interview_date}>
        {formatDate(insight?.interview_date, language)}
      </DetailItem>
      {INSIGHT_TEXT_FIELDS.map((field) => (
        <DetailItem key={field} label={t(`memberProfile.insight.${field}`)} empty={!insight?.[field]}>
          <span className="preserve-lines">{insight?.[field]}</span>
        </DetailItem>
      ))}
    </DetailList>
  );
}

export function InsightTabForm({
  member,
  onReload,
  onSaved,
}: {
  member: MemberPrivateDetail;
  onReload: () => Promise<unknown>;
  onSaved: (value: MemberPrivateDetail) => Promise<unknown>;
}) {
  const { t } = useLanguage();
  const patch = useRecordPatch<MemberPrivateDetail>(API_PATHS['member-private'](member.id), member.insight?.etag);
  const form = useRecordForm<InsightTabValues, MemberPrivateDetail>({
    initial: insightTabValues(member.insight),
    toBody: insightTabBody,
    validate: validateInsightTab,
    detectNoChange: true,
    send: (body) => patch('updateMemberInsight', API_PATHS['update-member-insight'](member.id), body),
    onSaved: (value) => void onSaved(value),
  });
  const { values, errors } = form;
  const set = (field: InsightTextField | 'interview_date') => (value: string) => form.setValues((current) => ({ ...current, [field]: value }));
  return (
    <RecordTabForm form={form} onReload={() => void onReload()}>
      <p>{t('memberProfile.insightIntro')}</p>
      <DateField label={t('memberProfile.interviewDate')} name="interview_date" value={values.interview_date} onChange={set('interview_date')} error={errors.interview_date} />
      {INSIGHT_TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`memberProfile.insight.${field}`)}
          name={field}
          multiline
          {...(field === 'dream' ? { help: t('memberProfile.dreamHelp') } : {})}
          value={values[field]}
          onChange={set(field)}
          error={errors[field]}
        />
      ))}
    </RecordTabForm>
  );
}
