import { incompleteCount, namePairs } from '@portal/common/bilingual/completeness';
import type { OrganizationPrivateDetail } from '@portal/common/api/organization';
import { API_PATHS, apiPath } from '@portal/common/api/paths';
import { validateUpdate } from '@portal/common/validation/schema';
import { partnerPrivateSchema, partnerPublicSchema } from '@portal/common/validation/schemas/partner';
import { DetailItem, DetailList, MemberTags } from '../../components/record-detail';
import { RecordPrivateFrame } from '../../components/record-private-frame';
import { RecordTabForm } from '../../components/record-tab-form';
import { BilingualText } from '../../components/values';
import { compareText } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecordForm } from '../../lib/records/use-record-form';
import { useRecordPatch } from '../../lib/records/use-record-patch';
import { useRecord, type RecordRead } from '../../lib/records/use-record';
import { mailtoHref } from '../../lib/mailto';
import {
  partnerPrivateBody,
  PartnerPrivateFields,
  partnerPrivateValues,
  partnerPublicBody,
  PartnerPublicFields,
  partnerPublicValues,
} from './partner-form';
import { partnerName } from './partner-list';
import { PartnerPublicItems } from './partner-public-page';

const errorsOf = (result: ReturnType<typeof validateUpdate>) => (result.ok ? [] : result.errors);
const updateUrl = (id: string, part: 'public' | 'private') => apiPath(`update-partner-${part}`, id);

function PublicTabForm({ id, record }: { id: string; record: RecordRead<OrganizationPrivateDetail> }) {
  const patch = useRecordPatch<OrganizationPrivateDetail>(API_PATHS['partner-private'](id), record.data?.etag);
  const form = useRecordForm({
    initial: partnerPublicValues(record.data as OrganizationPrivateDetail),
    toBody: partnerPublicBody,
    validate: (body) => errorsOf(validateUpdate(partnerPublicSchema, body)),
    send: (body) => patch('updatePartnerPublic', updateUrl(id, 'public'), body),
    onSaved: () => undefined,
    detectNoChange: true,
    uniqueEntity: 'organization',
  });
  return (
    <RecordTabForm form={form} onReload={() => void record.reload()}>
      <PartnerPublicFields values={form.values} errors={form.errors} onChange={form.setValues} />
    </RecordTabForm>
  );
}

function PrivateTabForm({ id, record }: { id: string; record: RecordRead<OrganizationPrivateDetail> }) {
  const patch = useRecordPatch<OrganizationPrivateDetail>(API_PATHS['partner-private'](id), record.data?.etag);
  const form = useRecordForm({
    initial: partnerPrivateValues(record.data as OrganizationPrivateDetail),
    toBody: partnerPrivateBody,
    validate: (body) => errorsOf(validateUpdate(partnerPrivateSchema, body)),
    send: (body) => patch('updatePartnerPrivate', updateUrl(id, 'private'), body),
    onSaved: () => undefined,
    detectNoChange: true,
  });
  return (
    <RecordTabForm form={form} onReload={() => void record.reload()}>
      <PartnerPrivateFields values={form.values} errors={form.errors} onChange={form.setValues} />
    </RecordTabForm>
  );
}

/** "Member partnerships": read-only in both modes, edited on each member's profile. */
function MemberPartnerships({ partner }: { partner: OrganizationPrivateDetail }) {
  const { t, language } = useLanguage();
  const fullName = (m: { first_name: string; last_name: string }) => `${m.first_name} ${m.last_name}`;
  const rows = [...partner.members].sort(
    (a, b) => compareText(a.member.first_name, b.member.first_name, language) || compareText(a.member.last_name, b.member.last_name, language) || compareText(fullName(a.member), fullName(b.member), language),
  );
  return (
    <section className="member-partnerships" aria-labelledby={`partner-members-${partner.id}`}>
      <h2 id={`partner-members-${partner.id}`} className="details-heading">
        {t('records.partners.memberPartnerships')}
      </h2>
      <p className="field-help">{t('records.partners.memberPartnershipsNote')}</p>
      {rows.length === 0 ? (
        <p>{t('lists.none')}</p>
      ) : (
        <DetailList>
          {rows.map((row) => (
            <DetailItem key={row.member.id} label={fullName(row.member)} empty={false}>
              <MemberTags members={[row.member]} />
              {row.description_en || row.description_fr ? (
                <p className="preserve-lines">
                  <BilingualText en={row.description_en} fr={row.description_fr} />
                </p>
              ) : null}
            </DetailItem>
          ))}
        </DetailList>
      )}
    </section>
  );
}

function PrivateView({ partner }: { partner: OrganizationPrivateDetail }) {
  const { t } = useLanguage();
  return (
    <DetailList>
      <DetailItem label={t('records.partners.contactName')} empty={!partner.contact_name}>
        {partner.contact_name}
      </DetailItem>
      <DetailItem label={t('records.partners.contactEmail')} empty={!partner.contact_email}>
        <a href={mailtoHref(partner.contact_email)}>{partner.contact_email}</a>
      </DetailItem>
      <DetailItem label={t('records.partners.contactPhone')} empty={!partner.contact_phone}>
        {partner.contact_phone}
      </DetailItem>
      <DetailItem label={t('records.partners.internalNotes')} empty={!partner.internal_notes}>
        {partner.internal_notes}
      </DetailItem>
    </DetailList>
  );
}

/** Partner private page (spec 5-pages §5.7.3), administrators. */
export function PartnerPrivatePage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const record = useRecord<OrganizationPrivateDetail>(API_PATHS['partner-private'](id));
  return (
    <RecordPrivateFrame
      record={record}
      idBase={`partner-${id}`}
      history={{ kind: 'organization', id }}
      notFoundHeading={t('records.partners.notFound')}
      listHref="/partners"
      content={(partner) => ({
        heading: <BilingualText en={partner.name_en} fr={partner.name_fr} />,
        name: partnerName(partner, language),
        publicHref: `/partners/${encodeURIComponent(id)}/public`,
        canEdit: true,
        incompleteTexts: incompleteCount(namePairs(partner)),
        tabs: [
          {
            key: 'public',
            label: t('records.tabPublic'),
            view: <PartnerPublicItems partner={partner} hideEmpty={false} />,
            form: <PublicTabForm key={partner.etag} id={id} record={record} />,
          },
          {
            key: 'private',
            label: t('records.tabPrivate'),
            intro: t('records.partners.privateIntro'),
            view: (
              <>
                <PrivateView partner={partner} />
                <MemberPartnerships partner={partner} />
              </>
            ),
            form: (
              <>
                <PrivateTabForm key={partner.etag} id={id} record={record} />
                <MemberPartnerships partner={partner} />
              </>
            ),
          },
        ],
        deletion: { entity: 'partner', operation: 'deletePartner', url: API_PATHS['delete-partner'](id), afterHref: '/partners' },
      })}
    />
  );
}
