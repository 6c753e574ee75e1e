import type { ActiveMemberPublicDetail, MemberPublicDetail } from '@portal/common/api/member';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { RecordState } from '../../components/record-state';
import { Tag } from '../../components/tag';
import { BilingualText } from '../../components/values';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../lib/auth/session-context';
import { roleOf } from '../../lib/auth/session';
import { bilingualText, pickBilingual } from '../../lib/i18n/bilingual';
import { sortByTexts } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import { LINK_FIELDS, isWebLink } from './member-links';
import { useRecord } from '../../lib/records/use-record';
import { tagSeed } from '../../lib/text/tag-colour';

/** Member public page (spec 5-pages §5.4.2). */
export function MemberPublicPage({ id }: { id: string }) {
  const { t } = useLanguage();
  const session = useSession();
  const role = roleOf(session);
  const record = useRecord<MemberPublicDetail>(`/api/member/${encodeURIComponent(id)}/public`);
  const registered = role === 'registered' || role === 'member' || role === 'admin';
  if (record.state !== 'ready' || !record.data) {
    return (
      <RecordState
        kind={record.state === 'ready' ? 'loading' : record.state}
        notFoundHeading={t('memberProfile.notFound')}
        {...(registered ? { list: { href: '/members', label: t('memberProfile.backToList') } } : {})}
        onRetry={record.retry}
      />
    );
  }
  const member = record.data;
  const name = `${member.account.first_name} ${member.account.last_name}`;
  const mayOpenPrivate =
    role === 'admin' || (session.status === 'registered' && session.account?.member?.id === member.id);
  const privateLink = mayOpenPrivate ? (
    <Link href={`/members/${encodeURIComponent(member.id)}/private`}>{t('records.goPrivate')}</Link>
  ) : null;

  return (
    <article className="record-card">
      <header className="record-header">
        <PageHeading>{name}</PageHeading>
        {!member.is_active ? <span className="badge">{t('memberProfile.inactive')}</span> : null}
        {privateLink}
      </header>
      {member.is_active ? (
        <ActiveMemberView member={member} name={name} registered={registered} />
      ) : (
        <p>{t('memberProfile.notPublic')}</p>
      )}
    </article>
  );
}

function ActiveMemberView({
  member,
  name,
  registered,
}: {
  member: ActiveMemberPublicDetail;
  name: string;
  registered: boolean;
}) {
  const { t, language } = useLanguage();
  const rows: Array<{ key: string; label: string; value: ReactNode }> = [];
  const about = pickBilingual(member.about_me_en, member.about_me_fr, language);
  if (about) {
    rows.push({
      key: 'about',
      label: t('memberProfile.aboutMe'),
      value: (
        <span className="preserve-lines">
          <BilingualText en={member.about_me_en} fr={member.about_me_fr} />
        </span>
      ),
    });
  }
  const problems = member.problems.filter((problem) => pickBilingual(problem.name_en, problem.name_fr, language));
  if (problems.length > 0) {
    rows.push({
      key: 'problems',
      label: t('members.problems'),
      value: (
        <ol>
          {problems.map((problem, index) => (
            <li key={index}>
              <BilingualText en={problem.name_en} fr={problem.name_fr} />
            </li>
          ))}
        </ol>
      ),
    });
  }
  if (member.keywords.length > 0) {
    const keywords = sortByTexts(member.keywords, [(k) => bilingualText(k.name_en, k.name_fr, language)], language);
    rows.push({
      key: 'keywords',
      label: t('members.keywords'),
      value: (
        <span className="tag-list">
          {keywords.map((keyword) => (
            <Tag
              key={keyword.id}
              seed={tagSeed.bilingual(keyword.name_en, keyword.name_fr)}
              label={bilingualText(keyword.name_en, keyword.name_fr, language)}
              {...(registered ? { href: `/members?keywords=${encodeURIComponent(keyword.id)}` } : {})}
            >
              <BilingualText en={keyword.name_en} fr={keyword.name_fr} />
            </Tag>
          ))}
        </span>
      ),
    });
  }
  if (member.work_email) {
    rows.push({
      key: 'email',
      label: t('memberProfile.workEmail'),
      value: <a href={`mailto:${member.work_email}`}>{member.work_email}</a>,
    });
  }
  if (member.work_phone) {
    rows.push({
      key: 'phone',
      label: t('memberProfile.workPhone'),
      value: <a href={`tel:${member.work_phone.replace(/[^+\d]/g, '')}`}>{member.work_phone}</a>,
    });
  }
  if (member.orcid) {
    const href = `https://orcid.org/${member.orcid}`;
    rows.push({
      key: 'orcid',
      label: t('memberProfile.orcid'),
      value: (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {href}
          <span className="visually-hidden"> {t('app.opensInNewTab')}</span>
        </a>
      ),
    });
  }
  const links = LINK_FIELDS.filter((field) => member[field.field]);
  if (links.length > 0) {
    rows.push({
      key: 'links',
      label: t('memberProfile.links'),
      value: (
        <span className="tag-list">
          {links.map((field) => {
            const value = member[field.field] ?? '';
            const label = t(field.label);
            if (!isWebLink(value)) return <span key={field.field}>{value}</span>;
            return (
              <a
                key={field.field}
                className="link-tag"
                href={value}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('memberProfile.linkOf', { label, name })} ${t('app.opensInNewTab')}`}
              >
                {label}
              </a>
            );
          })}
        </span>
      ),
    });
  }
  if (member.products.length > 0) {
    const products = sortByTexts(member.products, [(p) => bilingualText(p.title_en, p.title_fr, language)], language);
    rows.push({
      key: 'products',
      label: t('memberProfile.products'),
      value: (
        <ol>
          {products.map((product) => (
            <li key={product.id}>
              <Link href={`/products/${encodeURIComponent(product.id)}`}>
                <BilingualText en={product.title_en} fr={product.title_fr} />
              </Link>
            </li>
          ))}
        </ol>
      ),
    });
  }

  const subtitle = [
    member.faculty
      ? {
          key: 'faculty',
          text: <BilingualText en={member.faculty.name_en} fr={member.faculty.name_fr} />,
          href: `/members?faculties=${encodeURIComponent(member.faculty.id)}&showFaculty=true`,
        }
      : null,
    member.member_type
      ? {
          key: 'memberType',
          text: <BilingualText en={member.member_type.name_en} fr={member.member_type.name_fr} />,
          href: `/members?memberTypes=${encodeURIComponent(member.member_type.id)}&showMemberType=true`,
        }
      : null,
  ].filter((part) => part !== null);

  return (
    <>
      {subtitle.length > 0 ? (
        <p className="record-subtitle">
          {subtitle.map((part, index) => (
            <span key={part.key}>
              {index > 0 ? ' · ' : null}
              {registered ? <Link href={part.href}>{part.text}</Link> : part.text}
            </span>
          ))}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('memberProfile.noPublicInfo')}</p>
      ) : (
        <dl className="record-fields">
          {rows.map((row) => (
            <div key={row.key} className="record-field">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
