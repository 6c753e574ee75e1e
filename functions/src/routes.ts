import { activeAccount } from './endpoints/active-account';
import { activeAccountUpdateLastLogin } from './endpoints/active-account-update-last-login';
import { allMembers } from './endpoints/all-members';
import { memberPublic } from './endpoints/member-public';
import { statsCounts } from './endpoints/stats-counts';
import type { RouteDefinition } from './http/route-definition';

/**
 * The route table: the single source for registration with Azure Functions (main.ts) and for
 * the local host (scripts/local/api-host.ts). One endpoint per file, named after its route.
 */
export const ROUTES: readonly RouteDefinition[] = [activeAccount, activeAccountUpdateLastLogin, allMembers, memberPublic, statsCounts];
