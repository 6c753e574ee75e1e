import { referenceEntryReference, resolveLinks } from './references';
import type { OrganizationRecord, RecordStore } from './records';

const LIST_FIELDS = ['name_en', 'name_fr', 'scope_id', 'type_id', 'description'] as const;

/** `/api/all-partners` and `/api/all-organizations` (spec 2-data-model §2.4.6). */
export async function listOrganizations(store: RecordStore) {
  const organizations = await store.list('organization', LIST_FIELDS);
  return organizations.map((o) => ({
    id: o.id,
    name_en: o.name_en,
    name_fr: o.name_fr,
    scope_id: o.scope_id,
    type_id: o.type_id,
    description: o.description,
  }));
}

export async function organizationPublicDetail(store: RecordStore, organization: OrganizationRecord) {
  const [links, products, events] = await Promise.all([
    resolveLinks(store, { reference: [organization.scope_id, organization.type_id] }),
    store.holders('product', 'partner_ids', organization.id),
    store.holders('event', 'partner_ids', organization.id),
  ]);
  const entry = (id: string | null) => {
    const found = id ? links.reference.get(id) : undefined;
    return found ? referenceEntryReference(found) : null;
  };
  return {
    id: organization.id,
    name_en: organization.name_en,
    name_fr: organization.name_fr,
    scope: entry(organization.scope_id),
    type: entry(organization.type_id),
    description: organization.description,
    products: products.map(({ record }) => ({ id: record.id, title_en: record.title_en, title_fr: record.title_fr })),
    events: events.map(({ record }) => ({ id: record.id, name_en: record.name_en, name_fr: record.name_fr, start_date: record.start_date })),
  };
}

/** Administrators: adds contacts, internal notes, the members' partnerships and the metadata. */
export async function organizationPrivateDetail(store: RecordStore, organization: OrganizationRecord) {
  const [publicDetail, partners] = await Promise.all([
    organizationPublicDetail(store, organization),
    store.holders('member', 'partnerships.organization_id', organization.id),
  ]);
  return {
    ...publicDetail,
    contact_name: organization.contact_name,
    contact_email: organization.contact_email,
    contact_phone: organization.contact_phone,
    internal_notes: organization.internal_notes,
    members: partners.flatMap(({ record: member }) =>
      member.partnerships
        .filter((entry) => entry.organization_id === organization.id)
        .map((entry) => ({
          member: { id: member.id, first_name: member.first_name, last_name: member.last_name, is_active: member.is_active },
          description_en: entry.description_en,
          description_fr: entry.description_fr,
        })),
    ),
    created_at: organization.created_at,
    updated_at: organization.updated_at,
    updated_by: organization.updated_by,
    etag: organization.etag,
  };
}
