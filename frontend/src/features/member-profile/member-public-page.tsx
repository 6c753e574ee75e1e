import { API_PATHS } from '@portal/common/api/paths';
import type { ActiveMemberPublicDetail, Language, MemberPublicDetail } from '@portal/common/api/member';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { OrcidLink } from '../../components/orcid-link';
import { RecordPublicFrame } from '../../components/record-public-frame';
import { Tag } from '../../components/tag';
import { BilingualText } from '../../components/values';
import { useSession } from '../../lib/auth/session-context';
import { roleOf } from '../../lib/auth/session';
import { bilingualText, pickBilingual } from '../../lib/i18n/bilingual';
import { sortByTexts } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import { LINK_FIELDS, isWebLink } from './member-links';
import { useRecord } from '../../lib/records/use-record';
import { tagSeed } from '../../lib/text/tag-colour';
import { mailtoHref } from '../../lib/mailto';

/** Member public page (spec 5-pages §5.4.2), on the public record frame. */
export function MemberPublicPage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const session = useSession();
  const role = roleOf(session);
  const record = useRecord<MemberPublicDetail>(API_PATHS['member-public'](id));
  const registered = role === 'registered' || role === 'member' || role === 'admin';
  return (
    <RecordPublicFrame
      record={record}
      history={{ kind: 'member', id }}
      notFoundHeading={t('memberProfile.notFound')}
      listHref={registered ? '/members' : null}
      content={(member) => {
        const name = `${member.account.first_name} ${member.account.last_name}`;
        const mayOpenPrivate = role === 'admin' || (session.status === 'registered' && session.account?.member?.id === member.id);
        if (!member.is_active) {
          return {
            heading: name,
            badge: <span className="badge">{t('memberProfile.inactive')}</span>,
            privateHref: mayOpenPrivate ? `/members/${encodeURIComponent(member.id)}/private` : null,
            subtitle: null,
            items: <p>{t('memberProfile.notPublic')}</p>,
          };
        }
        const rows = memberRows(member, name, registered, t, language);
        return {
          heading: name,
          privateHref: mayOpenPrivate ? `/members/${encodeURIComponent(member.id)}/private` : null,
          subtitle: memberSubtitle(member, registered),
          items:
            rows.length === 0 ? null : (
              <dl className="record-fields">
                {rows.map((row) => (
                  <div key={row.key} className="record-field">
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            ),
        };
      }}
    />
  );
}

type Translate = ReturnType<typeof useLanguage>['t'];

/** The items of an active member's public page, in the spec's order (empty ones left out). */
function memberRows(member: ActiveMemberPublicDetail, name: string, registered: boolean, t: Translate, language: Language) {
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
      value: <a href={mailtoHref(member.work_email)}>{member.work_email}</a>,
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
    rows.push({ key: 'orcid', label: t('memberProfile.orcid'), value: <OrcidLink orcid={member.orcid} /> });
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

  return rows;
}

/** Faculty · member type, each a link to the filtered members list for registered viewers. */
function memberSubtitle(member: ActiveMemberPublicDetail, registered: boolean): ReactNode {
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
  if (subtitle.length === 0) return null;
  return subtitle.map((part, index) => (
    <span key={part.key}>
      {index > 0 ? ' · ' : null}
      {registered ? <Link href={part.href}>{part.text}</Link> : part.text}
    </span>
  ));
}
