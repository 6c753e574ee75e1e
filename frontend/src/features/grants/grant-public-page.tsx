import type { GrantPublicDetail } from '@portal/common/api/grant';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { API_PATHS } from '@portal/common/api/paths';
import { Link } from 'wouter';
import { RecordPublicFrame } from '../../components/record-public-frame';
import { DetailItem, DetailList, MemberTags, RecordLinks } from '../../components/record-detail';
import { YesNo } from '../../components/values';
import { useSession } from '../../lib/auth/session-context';
import { bilingualText } from '../../lib/i18n/bilingual';
import { formatAmount, formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecord } from '../../lib/records/use-record';

/** The items of the grant's public view (spec 5-pages §5.8.2); `hideEmpty` for the public page. */
export function GrantPublicItems({ grant, hideEmpty }: { grant: GrantPublicDetail; hideEmpty: boolean }) {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const name = (entry: ReferenceEntry | null) => (entry ? bilingualText(entry.name_en, entry.name_fr, language) : '');
  const filterLink = (entry: ReferenceEntry | null, param: string) =>
    entry && role === 'admin' ? <Link href={`/grants?${param}=${encodeURIComponent(entry.id)}`}>{name(entry)}</Link> : name(entry);
  const date = (value: string | null) => formatDate(value, language);
  const events = [...grant.events].sort((a, b) => (b.start_date ?? '').localeCompare(a.start_date ?? ''));
  return (
    <DetailList>
      <DetailItem label={t('records.grants.amount')} empty={false}>
        {formatAmount(grant.amount, language)}
      </DetailItem>
      <DetailItem label={t('records.grants.throughNetwork')} empty={false}>
        <YesNo value={grant.through_network} />
      </DetailItem>
      <DetailItem label={t('records.grants.status')} empty={!grant.status} hideEmpty={hideEmpty}>
        {filterLink(grant.status, 'grantStatuses')}
      </DetailItem>
      <DetailItem label={t('records.grants.source')} empty={!grant.source} hideEmpty={hideEmpty}>
        {filterLink(grant.source, 'grantSources')}
      </DetailItem>
      <DetailItem label={t('records.grants.topic')} empty={!grant.topic} hideEmpty={hideEmpty}>
        {name(grant.topic)}
      </DetailItem>
      <DetailItem label={t('records.grants.submissionDate')} empty={!date(grant.submission_date)} hideEmpty={hideEmpty}>
        {date(grant.submission_date)}
      </DetailItem>
      <DetailItem label={t('records.grants.obtainedDate')} empty={!date(grant.obtained_date)} hideEmpty={hideEmpty}>
        {date(grant.obtained_date)}
      </DetailItem>
      <DetailItem label={t('records.grants.completedDate')} empty={!date(grant.completed_date)} hideEmpty={hideEmpty}>
        {date(grant.completed_date)}
      </DetailItem>
      <DetailItem label={t('records.grants.allInvestigators')} empty={!grant.all_investigator} hideEmpty={hideEmpty}>
        {grant.all_investigator}
      </DetailItem>
      <DetailItem label={t('records.grants.investigators')} empty={grant.investigator_members.length === 0} hideEmpty={hideEmpty} list>
        <MemberTags members={grant.investigator_members} />
      </DetailItem>
      <DetailItem label={t('records.grants.involved')} empty={grant.involved_members.length === 0} hideEmpty={hideEmpty} list>
        <MemberTags members={grant.involved_members} />
      </DetailItem>
      <DetailItem label={t('records.grants.events')} empty={events.length === 0} hideEmpty={hideEmpty} list>
        <RecordLinks section="events" records={events} />
      </DetailItem>
    </DetailList>
  );
}

/** Grant public page (spec 5-pages §5.8.2). */
export function GrantPublicPage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const { role } = useSession();
  const record = useRecord<GrantPublicDetail>(API_PATHS['grant-public'](id));
  return (
    <RecordPublicFrame
      record={record}
      history={{ kind: 'grant', id }}
      notFoundHeading={t('records.grants.notFound')}
      listHref={role === 'admin' ? '/grants' : null}
      content={(grant) => ({
        heading: grant.title,
        privateHref: role === 'admin' ? `/grants/${encodeURIComponent(id)}/private` : null,
        subtitle: [grant.status, grant.source]
          .map((entry) => (entry ? bilingualText(entry.name_en, entry.name_fr, language) : ''))
          .filter(Boolean)
          .join(' · '),
        items: <GrantPublicItems grant={grant} hideEmpty />,
      })}
    />
  );
}
