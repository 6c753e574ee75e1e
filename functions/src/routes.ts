import { account } from './endpoints/account';
import { activeAccountUpdateLastLogin } from './endpoints/active-account-update-last-login';
import { activeAccount } from './endpoints/active-account';
import { allAccounts } from './endpoints/all-accounts';
import { allEventTypes } from './endpoints/all-event-types';
import { allEvents } from './endpoints/all-events';
import { allFaculties } from './endpoints/all-faculties';
import { allGrants } from './endpoints/all-grants';
import { allKeywords } from './endpoints/all-keywords';
import { allLevels } from './endpoints/all-levels';
import { allMemberTypes } from './endpoints/all-member-types';
import { allMembers } from './endpoints/all-members';
import { allOrgScopes } from './endpoints/all-org-scopes';
import { allOrgTypes } from './endpoints/all-org-types';
import { allOrganizations } from './endpoints/all-organizations';
import { allPartners } from './endpoints/all-partners';
import { allProductTitles } from './endpoints/all-product-titles';
import { allProductTypes } from './endpoints/all-product-types';
import { allProducts } from './endpoints/all-products';
import { allSources } from './endpoints/all-sources';
import { allStatuses } from './endpoints/all-statuses';
import { allSupervisions } from './endpoints/all-supervisions';
import { allTargets } from './endpoints/all-targets';
import { allTopics } from './endpoints/all-topics';
import { eventPrivate } from './endpoints/event-private';
import { eventPublic } from './endpoints/event-public';
import { grantPrivate } from './endpoints/grant-private';
import { grantPublic } from './endpoints/grant-public';
import { memberPrivate } from './endpoints/member-private';
import { memberPublic } from './endpoints/member-public';
import { partnerPrivate } from './endpoints/partner-private';
import { partnerPublic } from './endpoints/partner-public';
import { productPrivate } from './endpoints/product-private';
import { productPublic } from './endpoints/product-public';
import { statsCounts } from './endpoints/stats-counts';
import { supervisionPrivate } from './endpoints/supervision-private';
import { supervisionPublic } from './endpoints/supervision-public';
import type { RouteDefinition } from './http/route-definition';
import { ROUTES as PEOPLE_ROUTES } from './route-groups/people';
import { ROUTES as PRODUCT_AND_GRANT_ROUTES } from './route-groups/products-grants';
import { ROUTES as RECORD_ROUTES } from './route-groups/records';

/**
 * The route table: the single source for registration with Azure Functions (main.ts) and for
 * the local host (scripts/local/api-host.ts). One endpoint per file, named after its route.
 */
export const ROUTES: readonly RouteDefinition[] = [
  account,
  activeAccountUpdateLastLogin,
  activeAccount,
  allAccounts,
  allEventTypes,
  allEvents,
  allFaculties,
  allGrants,
  allKeywords,
  allLevels,
  allMemberTypes,
  allMembers,
  allOrgScopes,
  allOrgTypes,
  allOrganizations,
  allPartners,
  allProductTitles,
  allProductTypes,
  allProducts,
  allSources,
  allStatuses,
  allSupervisions,
  allTargets,
  allTopics,
  eventPrivate,
  eventPublic,
  grantPrivate,
  grantPublic,
  memberPrivate,
  memberPublic,
  partnerPrivate,
  partnerPublic,
  productPrivate,
  productPublic,
  statsCounts,
  supervisionPrivate,
  supervisionPublic,
  ...PEOPLE_ROUTES,
  ...PRODUCT_AND_GRANT_ROUTES,
  ...RECORD_ROUTES,
];
