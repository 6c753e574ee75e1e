/** The Private tab of the member private page (spec 5-pages §5.4.5, §5.4.7, §5.4.8): view and form. */
import { API_PATHS } from '@portal/common/api/paths';
import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { DateField, TextField } from '../../components/form-fields';
import { WarningIcon } from '../../components/icons';
import { DetailItem, DetailList } from '../../components/record-detail';
import { RecordTabForm } from '../../components/record-tab-form';
import { Tag } from '../../components/tag';
import { ApiError } from '../../lib/api/fetcher';
import { config } from '../../lib/config';
import { bilingualText } from '../../lib/i18n/bilingual';
import { sortByTexts } from '../../lib/i18n/collator';
import { formatDate } from '../../lib/i18n/format';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecordForm } from '../../lib/records/use-record-form';
import { useRecordPatches } from '../../lib/records/use-record-patch';
import { tagSeed } from '../../lib/text/tag-colour';
import { mailtoHref } from '../../lib/mailto';
import { PairBadge } from '../../components/translation-markers';
import { BothLanguages } from './both-languages';
import type { MemberPrivateDetail } from '@portal/common/api/member';
import type { MemberTabFormProps } from './tab-form-props';
import { PartnershipsEditor } from './partnerships-editor';
import {
  changedParts,
  PRIVATE_TEXT_FIELDS,
  privateTabBody,
  privateTabValues,
  rowsWithoutPartner,
  splitPrivateBody,
  switchState,
  validatePrivateTab,
  type PrivateTabValues,
  type PrivateTextField,
} from './private-tab-form';

const telHref = (value: string | null | undefined) => `tel:${(value ?? '').replace(/[^+\d]/g, '')}`;

export function PrivateTabView({ member }: { member: MemberPrivateDetail }) {
  const { t, language } = useLanguage();
  const address = [member.address, member.city, member.province, member.country, member.postal_code]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  const since = formatDate(member.last_active ?? null, language);
  const status = member.is_active
    ? t('memberProfile.active')
    : since
      ? t(member.deactivated_by === 'self' ? 'memberProfile.inactiveSinceSelf' : 'memberProfile.inactiveSinceAdmin', { date: since })
      : t('memberProfile.inactive');
  const orgName = (o: { name_en: string | null; name_fr: string | null }) => bilingualText(o.name_en, o.name_fr, language);
  const partnerships = sortByTexts(
    (member.partnerships ?? []).map((p) => ({ ...p, id: p.organization.id })),
    [(p) => orgName(p.organization)],
    language,
  );
  const grants = sortByTexts(member.grants ?? [], [(g) => g.title], language);
  const supervisions = sortByTexts(
    (member.supervisions ?? []).map((s) => ({ ...s, key: `${s.id}-${s.role}` })),
    [(s) => `${s.first_name} ${s.last_name}`],
    language,
  );
  const events = sortByTexts(member.events ?? [], [(e) => bilingualText(e.name_en, e.name_fr, language)], language);
  return (
    <DetailList>
      <DetailItem label={t('memberProfile.status')} empty={false}>
        {status}
      </DetailItem>
      <DetailItem label={t('memberProfile.dateJoined')} empty={!member.date_joined}>
        {formatDate(member.date_joined, language)}
      </DetailItem>
      <DetailItem label={t('memberProfile.mobilePhone')} empty={!member.mobile_phone}>
        <a href={telHref(member.mobile_phone)}>{member.mobile_phone}</a>
      </DetailItem>
      <DetailItem label={t('memberProfile.address')} empty={address === ''}>
        {address}
      </DetailItem>
      <DetailItem label={t('memberProfile.partnerships')} empty={partnerships.length === 0} list>
        <ul className="partnership-list">
          {partnerships.map((p) => (
            <li key={p.id}>
              <Tag seed={tagSeed.bilingual(p.organization.name_en, p.organization.name_fr)} href={`/partners/${encodeURIComponent(p.id)}`}>
                {orgName(p.organization)}
              </Tag>
              <BothLanguages en={p.description_en} fr={p.description_fr} />
              <PairBadge en={p.description_en} fr={p.description_fr} />
            </li>
          ))}
        </ul>
      </DetailItem>
      <DetailItem label={t('memberProfile.grants')} empty={grants.length === 0} list>
        <ul>
          {grants.map((g) => (
            <li key={`${g.id}-${g.role}`}>
              <Link href={`/grants/${encodeURIComponent(g.id)}`}>{g.title}</Link> — {t(`memberProfile.grantRole.${g.role}`)}
            </li>
          ))}
        </ul>
      </DetailItem>
      <DetailItem label={t('memberProfile.supervisions')} empty={supervisions.length === 0} list>
        <ul>
          {supervisions.map((s) => (
            <li key={s.key}>
              <Link href={`/supervisions/${encodeURIComponent(s.id)}`}>{`${s.first_name} ${s.last_name}`}</Link> — {t(`memberProfile.supervisionRole.${s.role}`)}
            </li>
          ))}
        </ul>
      </DetailItem>
      <DetailItem label={t('memberProfile.events')} empty={events.length === 0} list>
        <ul>
          {events.map((e) => (
            <li key={e.id}>
              <Link href={`/events/${encodeURIComponent(e.id)}`}>{bilingualText(e.name_en, e.name_fr, language)}</Link>
              {e.start_date ? ` — ${formatDate(e.start_date, language) ?? ''}` : ''}
            </li>
          ))}
        </ul>
      </DetailItem>
    </DetailList>
  );
}

const FIELD_LABELS: Record<PrivateTextField, 'memberProfile.address' | 'memberProfile.city' | 'memberProfile.province' | 'memberProfile.country' | 'memberProfile.postalCode' | 'memberProfile.mobilePhone'> = {
  address: 'memberProfile.address',
  city: 'memberProfile.city',
  province: 'memberProfile.province',
  country: 'memberProfile.country',
  postal_code: 'memberProfile.postalCode',
  mobile_phone: 'memberProfile.mobilePhone',
};

export function PrivateTabForm({ member, isAdmin, isSelf, onReload, onSaved }: MemberTabFormProps) {
  const { t, language } = useLanguage();
  const save = useRecordPatches<MemberPrivateDetail>(API_PATHS['member-private'](member.id), { refreshOwnAccount: isSelf });
  const ids = useId();
  const [refused, setRefused] = useState(false);
  const initial = useMemo(() => privateTabValues(member), [member]);
  const initialBody = useMemo(() => privateTabBody(initial, isAdmin), [initial, isAdmin]);
  const form = useRecordForm<PrivateTabValues, MemberPrivateDetail>({
    initial,
    toBody: (values) => privateTabBody(values, isAdmin),
    validate: validatePrivateTab,
    detectNoChange: true,
    send: async (body) => {
      const { privateChanged, partnershipsChanged } = changedParts(body, initialBody);
      const { privateBody, partnerships } = splitPrivateBody(body);
      // The partnerships belong to the public route (spec 3-api §3.7.3): a change to both parts
      // is two PATCHes in one operation, the second based on the version the first returned.
      const result = await save('updateMemberPrivate', async (patch) => {
        let detail: MemberPrivateDetail | null = null;
        if (privateChanged || !partnershipsChanged) {
          detail = await patch(API_PATHS['update-member-private'](member.id), member.etag, privateBody);
        }
        if (partnershipsChanged) {
          const etag = detail?.etag ?? member.etag;
          try {
            detail = await patch(API_PATHS['update-member-public'](member.id), etag, { partnerships });
          } catch (error) {
            // The private part is saved: the page takes its new version before reporting.
            if (detail) await onSaved(detail);
            throw error;
          }
        }
        return detail as MemberPrivateDetail;
      });
      if (!result.ok && result.error instanceof ApiError && result.error.code === 'reactivation_not_allowed') {
        setRefused(true);
        form.setValues((current) => ({ ...current, is_active: false }));
      }
      return result;
    },
    onSaved: (value) => void onSaved(value),
  });
  const { values, errors } = form;
  const set = (field: PrivateTextField | 'date_joined') => (value: string) => form.setValues((current) => ({ ...current, [field]: value }));
  const { lockedByAdmin } = switchState(member, isAdmin);
  const locked = lockedByAdmin || refused;
  const hiding = !values.is_active && member.is_active;
  const labelId = `${ids}-active-label`;
  const warningId = `${ids}-active-warning`;
  const lockedId = `${ids}-active-locked`;
  const describedBy = [hiding ? warningId : null, locked ? lockedId : null].filter(Boolean).join(' ') || undefined;
  const missingPartner = errors.partnerships ? rowsWithoutPartner(values.partnerships) : [];

  return (
    <RecordTabForm form={form} onReload={() => void onReload()}>
      <p>{isSelf ? t('memberProfile.privateIntroSelf') : t('memberProfile.privateIntroAdmin')}</p>
      <div className="form-field">
        <span id={labelId} className="field-label">
          {t('memberProfile.activeProfile')}
        </span>
        <div className="switch-line">
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={values.is_active}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-disabled={locked ? 'true' : undefined}
            onClick={() => {
              if (locked) return;
              form.setValues((current) => ({ ...current, is_active: !current.is_active }));
            }}
          >
            <span className="switch-thumb" aria-hidden="true" />
          </button>
          <span className="switch-state">{values.is_active ? t('memberProfile.active') : t('memberProfile.inactive')}</span>
        </div>
        {hiding ? (
          <p id={warningId} className="notice">
            <WarningIcon />
            {isSelf ? t('memberProfile.hiddenWarningSelf') : t('memberProfile.hiddenWarningAdmin')}
          </p>
        ) : null}
        {locked ? (
          <p id={lockedId} className="field-help">
            {t('memberProfile.lockedBefore')}
            <a href={mailtoHref(config.contactEmail)}>{config.contactEmail}</a>
            {t('memberProfile.lockedAfter')}
          </p>
        ) : null}
        {errors.is_active ? <p className="field-error">{errors.is_active}</p> : null}
      </div>
      {isAdmin ? (
        <DateField label={t('memberProfile.dateJoined')} name="date_joined" value={values.date_joined} onChange={set('date_joined')} error={errors.date_joined} />
      ) : (
        <div className="form-field">
          <span className="field-label">{t('memberProfile.dateJoined')}</span>
          <p className="field-help">{t('memberProfile.dateJoinedHelp')}</p>
          <p>{formatDate(member.date_joined, language) ?? '—'}</p>
          {errors.date_joined ? <p className="field-error">{errors.date_joined}</p> : null}
        </div>
      )}
      {PRIVATE_TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(FIELD_LABELS[field])}
          name={field}
          type={field === 'mobile_phone' ? 'tel' : 'text'}
          {...(field === 'address' ? { help: t('memberProfile.addressHelp') } : {})}
          value={values[field]}
          onChange={set(field)}
          error={errors[field]}
        />
      ))}
      <PartnershipsEditor
        rows={values.partnerships}
        onChange={(next) => form.setValues((current) => ({ ...current, partnerships: next }))}
        known={member.partnerships ?? []}
        missingPartner={missingPartner}
        error={errors.partnerships}
        isAdmin={isAdmin}
      />
    </RecordTabForm>
  );
}
