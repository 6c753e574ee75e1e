import type { ReferenceEntry } from '@portal/common/api/reference';
import type { SupervisionPublicDetail } from '@portal/common/api/supervision';
import { API_PATHS } from '@portal/common/api/paths';
import { Link } from 'wouter';
import { RecordPublicFrame } from '../../components/record-public-frame';
import { DetailItem, DetailList, MemberTags } from '../../components/record-detail';
import { useSession } from '../../lib/auth/session-context';
import { bilingualText } from '../../lib/i18n/bilingual';
import type { Language } from '../../lib/i18n/dictionary';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecord } from '../../lib/records/use-record';
import { traineeName } from './trainee-name';

/** The dates of a supervision: "start – end", either side left out when empty; null when both are. */
export function supervisionDates(start: string | null, end: string | null, language: Language): string | null {
  const from = formatDate(start, language);
  const to = formatDate(end, language);
  if (from && to) return `${from} – ${to}`;
  if (from) return from;
  return to ? `– ${to}` : null;
}

/** Whether the viewer may read the private page: an administrator, a principal supervisor or a co-supervisor. */
export function canReadPrivate(supervision: Pick<SupervisionPublicDetail, 'principal_supervisors' | 'co_supervisors'>, isAdmin: boolean, ownMemberId: string | undefined): boolean {
  if (isAdmin) return true;
  if (!ownMemberId) return false;
  return [...supervision.principal_supervisors, ...supervision.co_supervisors].some((m) => m.id === ownMemberId);
}

/** The items of the supervision's public view (spec 5-pages §5.10.2); `hideEmpty` for the public page. */
export function SupervisionPublicItems({ supervision, hideEmpty }: { supervision: SupervisionPublicDetail; hideEmpty: boolean }) {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const name = (entry: ReferenceEntry | null) => (entry ? bilingualText(entry.name_en, entry.name_fr, language) : '');
  const filterLink = (entry: ReferenceEntry | null, param: string) =>
    entry && role === 'admin' ? <Link href={`/supervisions?${param}=${encodeURIComponent(entry.id)}`}>{name(entry)}</Link> : name(entry);
  const dates = supervisionDates(supervision.start_date, supervision.end_date, language);
  const members = (label: string, list: SupervisionPublicDetail['trainee_members']) => (
    <DetailItem label={label} empty={list.length === 0} hideEmpty={hideEmpty} list>
      <MemberTags members={list} />
    </DetailItem>
  );
  return (
    <DetailList>
      {hideEmpty ? null : (
        <>
          <DetailItem label={t('records.supervisions.firstName')} empty={!supervision.first_name}>
            {supervision.first_name}
          </DetailItem>
          <DetailItem label={t('records.supervisions.lastName')} empty={!supervision.last_name}>
            {supervision.last_name}
          </DetailItem>
        </>
      )}
      {members(t('records.supervisions.traineeMember'), supervision.trainee_members)}
      <DetailItem label={t('records.supervisions.level')} empty={!supervision.level} hideEmpty={hideEmpty}>
        {filterLink(supervision.level, 'levels')}
      </DetailItem>
      <DetailItem label={t('records.supervisions.faculty')} empty={!supervision.faculty} hideEmpty={hideEmpty}>
        {filterLink(supervision.faculty, 'faculties')}
      </DetailItem>
      <DetailItem label={t('records.supervisions.dates')} empty={!dates} hideEmpty={hideEmpty}>
        {dates}
      </DetailItem>
      {members(t('records.supervisions.principals'), supervision.principal_supervisors)}
      {members(t('records.supervisions.coSupervisors'), supervision.co_supervisors)}
      {members(t('records.supervisions.committee'), supervision.committee_members)}
    </DetailList>
  );
}

/** Supervision public page (spec 5-pages §5.10.2), everyone. */
export function SupervisionPublicPage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const session = useSession();
  const record = useRecord<SupervisionPublicDetail>(API_PATHS['supervision-public'](id));
  const isAdmin = session.role === 'admin';
  return (
    <RecordPublicFrame
      record={record}
      history={{ kind: 'supervision', id }}
      notFoundHeading={t('records.supervisions.notFound')}
      listHref={isAdmin ? '/supervisions' : null}
      content={(supervision) => {
        const hasItems =
          supervision.trainee_members.length + supervision.principal_supervisors.length + supervision.co_supervisors.length + supervision.committee_members.length > 0 ||
          Boolean(supervision.level || supervision.faculty || supervision.start_date || supervision.end_date);
        return {
          heading: traineeName(supervision),
          privateHref: canReadPrivate(supervision, isAdmin, session.account?.member?.id) ? `/supervisions/${encodeURIComponent(id)}/private` : null,
          subtitle: [supervision.level, supervision.faculty]
            .map((entry) => (entry ? bilingualText(entry.name_en, entry.name_fr, language) : ''))
            .filter(Boolean)
            .join(' · '),
          items: hasItems ? <SupervisionPublicItems supervision={supervision} hideEmpty /> : null,
        };
      }}
    />
  );
}
