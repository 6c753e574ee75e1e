import { account } from './endpoints/account';
import { activeAccount } from './endpoints/active-account';
import { activeAccountUpdateLastLogin } from './endpoints/active-account-update-last-login';
import { allAccounts } from './endpoints/all-accounts';
import { allAuthors } from './endpoints/all-authors';
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
import { deleteAccount } from './endpoints/delete-account';
import { doiMetadata } from './endpoints/doi-metadata';
import { history } from './endpoints/history';
import { deleteKeyword } from './endpoints/delete-keyword';
import { deleteEvent } from './endpoints/delete-event';
import { deleteGrant } from './endpoints/delete-grant';
import { deletePartner } from './endpoints/delete-partner';
import { deleteProduct } from './endpoints/delete-product';
import { deleteReference } from './endpoints/delete-reference';
import { deleteSupervision } from './endpoints/delete-supervision';
import { eventPrivate } from './endpoints/event-private';
import { eventPublic } from './endpoints/event-public';
import { grantPrivate } from './endpoints/grant-private';
import { grantPublic } from './endpoints/grant-public';
import { memberCv } from './endpoints/member-cv';
import { memberPrivate } from './endpoints/member-private';
import { memberPublic } from './endpoints/member-public';
import { notFound } from './endpoints/not-found';
import { partnerPrivate } from './endpoints/partner-private';
import { partnerPublic } from './endpoints/partner-public';
import { productPrivate } from './endpoints/product-private';
import { productPublic } from './endpoints/product-public';
import { referenceUsage } from './endpoints/reference-usage';
import { referenceUsageEntry } from './endpoints/reference-usage-entry';
import { reportNetwork } from './endpoints/report-network';
import { registerAccount } from './endpoints/register-account';
import { registerEvent } from './endpoints/register-event';
import { registerGrant } from './endpoints/register-grant';
import { registerKeyword } from './endpoints/register-keyword';
import { registerPartner } from './endpoints/register-partner';
import { registerPartnerMember } from './endpoints/register-partner-member';
import { registerProduct } from './endpoints/register-product';
import { registerReference } from './endpoints/register-reference';
import { registerSupervision } from './endpoints/register-supervision';
import { registerSupervisionMember } from './endpoints/register-supervision-member';
import { statsCounts } from './endpoints/stats-counts';
import { statsDashboard } from './endpoints/stats-dashboard';
import { supervisionPrivate } from './endpoints/supervision-private';
import { supervisionPublic } from './endpoints/supervision-public';
import { updateAccountDeleteMember } from './endpoints/update-account-delete-member';
import { updateAccountEmail } from './endpoints/update-account-email';
import { updateAccountGrantAdmin } from './endpoints/update-account-grant-admin';
import { updateAccountName } from './endpoints/update-account-name';
import { updateAccountRegisterMember } from './endpoints/update-account-register-member';
import { updateAccountRemoveAdmin } from './endpoints/update-account-remove-admin';
import { updateEventPublic } from './endpoints/update-event-public';
import { updateGrantPrivate } from './endpoints/update-grant-private';
import { updateGrantPublic } from './endpoints/update-grant-public';
import { updateKeyword } from './endpoints/update-keyword';
import { updateMemberInsight } from './endpoints/update-member-insight';
import { updateMemberPrivate } from './endpoints/update-member-private';
import { updateMemberPublic } from './endpoints/update-member-public';
import { updatePartnerPrivate } from './endpoints/update-partner-private';
import { updatePartnerPublic } from './endpoints/update-partner-public';
import { updateProductAdmin } from './endpoints/update-product-admin';
import { updateProductPrivate } from './endpoints/update-product-private';
import { updateProductPublic } from './endpoints/update-product-public';
import { updateReference } from './endpoints/update-reference';
import { updateSupervisionPrivate } from './endpoints/update-supervision-private';
import { updateSupervisionPublic } from './endpoints/update-supervision-public';
import type { RouteDefinition } from './http/route-definition';

/**
 * The route table: the one list of the API's routes, read by the registration with Azure
 * Functions (main.ts), the local host (scripts/local/api-host.ts), the deployment checks and the
 * permission-matrix suite. One endpoint per file in endpoints/, named after its route
 * (routes.test.ts fails when a file and the table disagree). The order is the registration order;
 * no two templates overlap, so it decides nothing, but it is kept stable for the logs and checks.
 */
export const ROUTES: readonly RouteDefinition[] = [
  // The GET routes, alphabetically: accounts, lists, reference lists, projections, home figures.
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
  statsDashboard,
  supervisionPrivate,
  supervisionPublic,
  // Writes of accounts, members and keywords (spec 3-api §3.6, §3.7).
  registerAccount,
  updateAccountName,
  updateAccountEmail,
  updateAccountGrantAdmin,
  updateAccountRemoveAdmin,
  updateAccountRegisterMember,
  updateAccountDeleteMember,
  deleteAccount,
  updateMemberPublic,
  updateMemberPrivate,
  updateMemberInsight,
  registerKeyword,
  updateKeyword,
  // The derived authors list, then the writes of products and grants (spec 3-api §3.4.4, §3.8,
  // §3.10).
  allAuthors,
  registerProduct,
  updateProductPublic,
  updateProductPrivate,
  updateProductAdmin,
  deleteProduct,
  registerGrant,
  updateGrantPublic,
  updateGrantPrivate,
  deleteGrant,
  // Writes of partners, events and supervisions (spec 3-api §3.9, §3.11, §3.12).
  registerPartner,
  registerPartnerMember,
  updatePartnerPublic,
  updatePartnerPrivate,
  deletePartner,
  registerEvent,
  updateEventPublic,
  deleteEvent,
  registerSupervision,
  registerSupervisionMember,
  updateSupervisionPublic,
  updateSupervisionPrivate,
  deleteSupervision,
  // Reference-list administration (spec 3-api §3.16.1).
  referenceUsage,
  referenceUsageEntry,
  registerReference,
  updateReference,
  deleteReference,
  deleteKeyword,
  // Record history (spec 3-api §3.16.2).
  history,
  // DOI metadata for the product form (spec 3-api §3.16.4).
  doiMetadata,
  // The documents' data: a member's CV, the network report of a period (spec 7-reports §7.2.2, §7.3.2).
  memberCv,
  reportNetwork,
];

/**
 * Any other path under /api: the catch-all 404 (spec 3-api §3.1.1), registered after every route
 * of the table so that they all win over it. Not a route of the permission matrix.
 */
export const FALLBACK_ROUTE: RouteDefinition = notFound;
