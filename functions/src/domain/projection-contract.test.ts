/**
 * The API's projections and the shared contract of common/src/api/ must not drift (issue 11,
 * spec 3-api §3.2). Each projection is built by a view function whose return type is left to
 * inference; its reader is annotated with the shared type. An annotation alone misses extra
 * fields that arrive through a spread or a variable, so here each inferred view type must EQUAL
 * the shared type: a field added on the server but not declared, or declared but not produced,
 * fails `tsc -p tsconfig.json` (run by `npm test` and `npm run typecheck`).
 *
 * To add a projection: build it with an unannotated view function, then add one line below:
 * `expectTypeOf(nameOfView).returns.toEqualTypeOf<DeclaredType>();` — a mismatch is a type error there.
 */
import type { AuthorEntry } from '@portal/common/api/author';
import type { EventListItem, EventPrivateDetail, EventPublicDetail } from '@portal/common/api/event';
import type { GrantListItem, GrantPrivateDetail, GrantPublicDetail } from '@portal/common/api/grant';
import type { OrganizationListItem, OrganizationPrivateDetail, OrganizationPublicDetail } from '@portal/common/api/organization';
import type { ProductListItem, ProductPrivateDetail, ProductPublicDetail, ProductTitleItem } from '@portal/common/api/product';
import type { ReferenceListEntry } from '@portal/common/api/reference';
import type { SupervisionListItem, SupervisionPrivateDetail, SupervisionPublicDetail } from '@portal/common/api/supervision';
import { describe, expectTypeOf, it } from 'vitest';
import { authorEntries } from './authors';
import { eventListView, eventPrivateView, eventPublicView } from './events';
import { grantListView, grantPrivateView, grantPublicView } from './grants';
import { referenceListView } from './lookups';
import { organizationListView, organizationPrivateView, organizationPublicView } from './organizations';
import { productListView, productPrivateView, productPublicView } from './products';
import { productReference } from './references';
import { supervisionListView, supervisionPrivateView, supervisionPublicView } from './supervisions';

describe('server projections equal their shared types', () => {
  it('products', () => {
    expectTypeOf(productListView).returns.toEqualTypeOf<ProductListItem>();
    expectTypeOf(productReference).returns.toEqualTypeOf<ProductTitleItem>();
    expectTypeOf(productPublicView).returns.toEqualTypeOf<ProductPublicDetail>();
    expectTypeOf(productPrivateView).returns.toEqualTypeOf<ProductPrivateDetail>();
  });

  it('grants', () => {
    expectTypeOf(grantListView).returns.toEqualTypeOf<GrantListItem>();
    expectTypeOf(grantPublicView).returns.toEqualTypeOf<GrantPublicDetail>();
    expectTypeOf(grantPrivateView).returns.toEqualTypeOf<GrantPrivateDetail>();
  });

  it('events', () => {
    expectTypeOf(eventListView).returns.toEqualTypeOf<EventListItem>();
    expectTypeOf(eventPublicView).returns.toEqualTypeOf<EventPublicDetail>();
    expectTypeOf(eventPrivateView).returns.toEqualTypeOf<EventPrivateDetail>();
  });

  it('partners (organizations)', () => {
    expectTypeOf(organizationListView).returns.toEqualTypeOf<OrganizationListItem>();
    expectTypeOf(organizationPublicView).returns.toEqualTypeOf<OrganizationPublicDetail>();
    expectTypeOf(organizationPrivateView).returns.toEqualTypeOf<OrganizationPrivateDetail>();
  });

  it('supervisions', () => {
    expectTypeOf(supervisionListView).returns.toEqualTypeOf<SupervisionListItem>();
    expectTypeOf(supervisionPublicView).returns.toEqualTypeOf<SupervisionPublicDetail>();
    expectTypeOf(supervisionPrivateView).returns.toEqualTypeOf<SupervisionPrivateDetail>();
  });

  it('reference lists and authors', () => {
    expectTypeOf(referenceListView).returns.toEqualTypeOf<ReferenceListEntry>();
    expectTypeOf(authorEntries).returns.toEqualTypeOf<AuthorEntry[]>();
  });
});
