import type { OrganizationListItem, OrganizationPrivateDetail, OrganizationPublicDetail } from '@portal/common/api/organization';
import type { OrganizationReference } from '@portal/common/api/refs';
import { eventReference, organizationReference, productReference, referenceEntryReference, resolveLinks, type ResolvedLinks } from './references';
import type { EventRecord, Loaded, OrganizationRecord, ProductRecord, RecordStore } from './records';
import type { Member } from './ports';
import { ListViews } from './list-views';

/*
 * Views are left to inference and readers annotated with the shared types (common/src/api/partner.ts):
 * projection-contract.test.ts compares the two, so either side drifting fails the typecheck.
 */

export const LIST_FIELDS = ['name_en', 'name_fr', 'scope_id', 'type_id', 'description'] as const;

export function organizationListView(o: Pick<OrganizationRecord, 'id' | (typeof LIST_FIELDS)[number]>) {
  return {
    id: o.id,
    name_en: o.name_en,
    name_fr: o.name_fr,
    scope_id: o.scope_id,
    type_id: o.type_id,
    description: o.description,
  };
}

const ORGANIZATION_ITEMS = new ListViews(organizationListView);

/** `/api/all-partners` (spec 2-data-model §2.4.6). */
export async function listOrganizations(store: RecordStore): Promise<OrganizationListItem[]> {
  const organizations = await store.list('organization', LIST_FIELDS);
  return ORGANIZATION_ITEMS.of(organizations);
}

const ORGANIZATION_REFERENCES = new ListViews(organizationReference);

/**
 * `/api/all-organizations`: the organization selectors' options, organization references only
 * (spec 2-data-model §2.4.6; docs/adr/0033): a form needs no scope, type or description.
 */
export async function listOrganizationReferences(store: RecordStore): Promise<OrganizationReference[]> {
  const organizations = await store.list('organization', ['name_en', 'name_fr']);
  return ORGANIZATION_REFERENCES.of(organizations);
}

export function organizationPublicView(
  organization: OrganizationRecord,
  links: ResolvedLinks<'reference'>,
  products: readonly Loaded<ProductRecord>[],
  events: readonly Loaded<EventRecord>[],
) {
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
    products: products.map(({ record }) => productReference(record)),
    events: events.map(({ record }) => eventReference(record)),
  };
}

export async function organizationPublicDetail(store: RecordStore, organization: OrganizationRecord): Promise<OrganizationPublicDetail> {
  const [links, products, events] = await Promise.all([
    resolveLinks(store, { reference: [organization.scope_id, organization.type_id] }),
    store.holders('product', 'partner_ids', organization.id),
    store.holders('event', 'partner_ids', organization.id),
  ]);
  return organizationPublicView(organization, links, products, events);
}

export function organizationPrivateView(publicDetail: OrganizationPublicDetail, organization: OrganizationRecord, partners: readonly Loaded<Member>[]) {
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

/** Administrators: adds contacts, internal notes, the members' partnerships and the metadata. */
export async function organizationPrivateDetail(store: RecordStore, organization: OrganizationRecord): Promise<OrganizationPrivateDetail> {
  const [publicDetail, partners] = await Promise.all([
    organizationPublicDetail(store, organization),
    store.holders('member', 'partnerships.organization_id', organization.id),
  ]);
  return organizationPrivateView(publicDetail, organization, partners);
}
