import { incompleteCount, memberPairs } from '@portal/common/bilingual/completeness';
import { API_PATHS } from '@portal/common/api/paths';
import type { MemberPrivateDetail } from '@portal/common/api/member';
import { Link } from 'wouter';
import { RecordPrivateFrame } from '../../components/record-private-frame';
import { useSession } from '../../lib/auth/session-context';
import { roleOf } from '../../lib/auth/session';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecord } from '../../lib/records/use-record';
import { InsightTabForm, InsightTabView } from './insight-tab';
import './member-profile.css';
import { PrivateTabForm, PrivateTabView } from './private-tab';
import { PublicTabForm, PublicTabView } from './public-tab';

/**
 * The member private page body (spec 5-pages §5.4.3–§5.4.6), shared by `/members/{id}/private`
 * and My Profile, on the private record frame: header actions, tabs Public / Private / Insight
 * (administrators), view and edit modes. Members have no delete; My Profile shows the name
 * under its own heading; the Public tab is the page without `?tab=`.
 */
export function MemberPrivateView({ id, inProfile = false, initialEditing = false }: { id: string; inProfile?: boolean; initialEditing?: boolean }) {
  const { t } = useLanguage();
  const session = useSession();
  const isAdmin = roleOf(session) === 'admin';
  const isSelf = session.account?.member?.id === id;
  const record = useRecord<MemberPrivateDetail>(API_PATHS['member-private'](id));
  const reload = () => record.reload();

  return (
    <RecordPrivateFrame
      record={record}
      idBase={`member-${id}`}
      history={{ kind: 'member', id }}
      notFoundHeading={t('memberProfile.notFound')}
      listHref="/members"
      initialEditing={initialEditing}
      firstTabInUrl={false}
      content={(member) => ({
        heading: `${member.account.first_name} ${member.account.last_name}`,
        name: `${member.account.first_name} ${member.account.last_name}`,
        headingLevel: inProfile ? 2 : 1,
        badge: !member.is_active ? <span className="badge">{t('memberProfile.inactive')}</span> : null,
        publicHref: `/members/${encodeURIComponent(member.id)}/public`,
        canEdit: true,
        incompleteTexts: incompleteCount(memberPairs(member)),
        actions: {
          beforePublic: isSelf ? (
            <>
              <Link href="/supervisions/register-supervision">{t('memberProfile.addSupervision')}</Link>
              <Link href="/partners/register-partner">{t('memberProfile.addPartner')}</Link>
            </>
          ) : null,
          afterPublic: (
            <>
              {/* The CV (spec 7-reports §7.2.1): "Create my CV" on My Profile, "Create a CV" on the private page. */}
              <Link href={`/members/${encodeURIComponent(member.id)}/cv`}>{t(inProfile ? 'memberCv.createMyCv' : 'memberCv.createCv')}</Link>
              {isAdmin ? <Link href={`/accounts/${encodeURIComponent(member.account_id)}`}>{t('memberProfile.goToAccount')}</Link> : null}
            </>
          ),
        },
        notice: isSelf && !member.is_active ? <p className="notice">{t('memberProfile.inactiveBanner')}</p> : null,
        deletion: null,
        tabs: [
          {
            key: 'public',
            label: t('records.tabPublic'),
            view: <PublicTabView member={member} />,
            form: <PublicTabForm key={member.etag} member={member} isAdmin={isAdmin} isSelf={isSelf} onReload={reload} onSaved={record.replace} />,
          },
          {
            key: 'private',
            label: t('records.tabPrivate'),
            view: <PrivateTabView member={member} />,
            form: <PrivateTabForm key={member.etag} member={member} isAdmin={isAdmin} isSelf={isSelf} onReload={reload} onSaved={record.replace} />,
          },
          ...(isAdmin
            ? [
                {
                  key: 'insight',
                  label: t('memberProfile.tabInsight'),
                  view: <InsightTabView member={member} />,
                  form: <InsightTabForm key={member.insight?.etag ?? 'none'} member={member} onReload={reload} onSaved={record.replace} />,
                },
              ]
            : []),
        ],
      })}
    />
  );
}
