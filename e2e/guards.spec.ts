import type { APIRequestContext, Page } from '@playwright/test';
import { buildAccounts } from '../common/src/demo/people';
import { expect, test } from './support/test';
import { DEMO_EMAILS, storageStateOf, type DemoRole } from './support/sign-in';
import { visitInApp } from './support/shell';

/**
 * Spec 5-pages §5.12 checks 1 and 2: every route of the route table (§5.1.1) opened by each of the
 * five callers shows exactly the page, guard state or redirect of its row, and never stays on a
 * skeleton; `/members/{id}` redirects to the public or private page and Back returns to the page
 * before the redirect route (§5.2.2). One test per caller visits every route in sequence, with the
 * caller's stored sign-in state (no sign-in per route): redirect routes by a full load (they start
 * before the session state is known), the other routes inside the running app.
 */

type Caller = 'visitor' | DemoRole;
const CALLERS: readonly Caller[] = ['visitor', 'newcomer', 'guest', 'member', 'admin'];

/** A guard or record state of 4-shell §4.10.2 / §4.10.5: its heading and text. */
interface State {
  h1: string;
  text: string;
}
const L: State = { h1: 'Login required', text: 'Please log in to view this page.' };
const M: State = { h1: 'Access denied', text: 'This page is reserved for members.' };
const N: State = { h1: 'Access denied', text: 'You are not authorized to view this page.' };
const UNREGISTERED: State = {
  h1: 'Account not registered',
  text: 'This account is not registered. If you are a member, please ask an administrator to register you.',
};

/** What a caller sees: a page (its h1), a guard state, or a redirect to a path (then that page's h1). */
type Outcome = { page: string } | { state: State } | { redirect: string; page: string };

interface Row {
  route: string;
  outcomes: Record<Caller, Outcome>;
}

const page = (h1: string): Outcome => ({ page: h1 });
const state = (s: State): Outcome => ({ state: s });

/** Everyone sees the same page. */
const open = (h1: string): Record<Caller, Outcome> => ({
  visitor: page(h1),
  newcomer: page(h1),
  guest: page(h1),
  member: page(h1),
  admin: page(h1),
});

/** A guarded page: visitors L, unregistered users the "Account not registered" state. */
function guarded(guest: Outcome, member: Outcome, admin: Outcome): Record<Caller, Outcome> {
  return { visitor: state(L), newcomer: state(UNREGISTERED), guest, member, admin };
}

/** A redirect route: the target of each caller, with the heading of the page it lands on. */
function redirect(path: string, h1: string, privateFor: readonly Caller[]): Record<Caller, Outcome> {
  const to = (caller: Caller): Outcome => ({ redirect: `${path}/${privateFor.includes(caller) ? 'private' : 'public'}`, page: h1 });
  return { visitor: to('visitor'), newcomer: to('newcomer'), guest: to('guest'), member: to('member'), admin: to('admin') };
}

interface Named {
  id: string;
}
type Bilingual = Named & Record<string, unknown>;
interface MemberItem extends Named {
  account: { first_name: string; last_name: string };
}
interface SupervisionItem extends Named {
  first_name: string;
  last_name: string;
  principal_supervisors: Array<{ id: string }>;
  co_supervisors: Array<{ id: string }>;
}

async function list<T>(request: APIRequestContext, name: string): Promise<T[]> {
  const response = await request.get(`/api/${name}`, { headers: { 'Cache-Control': 'no-cache' } });
  expect(response.ok(), `GET /api/${name}`).toBe(true);
  return (await response.json()) as T[];
}

/** The first record whose English text is set (its page heading in English, without fallback). */
function withEnglish(items: Bilingual[], field: 'title' | 'name'): { id: string; h1: string } {
  const found = items.find((item) => typeof item[`${field}_en`] === 'string' && item[`${field}_en`] !== '');
  if (!found) throw new Error(`no demo record with ${field}_en`);
  return { id: found.id, h1: found[`${field}_en`] as string };
}

const memberName = (m: MemberItem) => `${m.account.first_name} ${m.account.last_name}`;

/** The route table of §5.1.1, with real demo ids read from the public API. */
async function routeTable(request: APIRequestContext): Promise<{ rows: Row[]; self: MemberItem; other: MemberItem }> {
  const members = await list<MemberItem>(request, 'all-members');
  const self = members.find((m) => memberName(m) === 'Éric Lévesque');
  const adminMember = members.find((m) => memberName(m) === 'Claire Dubois-Martin');
  const other = members.find((m) => m !== self && m !== adminMember);
  if (!self || !other) throw new Error('demo members not found');
  const product = withEnglish(await list(request, 'all-products'), 'title');
  const partner = withEnglish(await list(request, 'all-partners'), 'name');
  const grants = await list<Named & { title: string }>(request, 'all-grants');
  const grant = { id: grants[0]!.id, h1: grants[0]!.title };
  const event = withEnglish(await list(request, 'all-events'), 'name');
  // A supervision that the demo member leads: the member may open its private page.
  const supervision = (await list<SupervisionItem>(request, 'all-supervisions')).find((s) =>
    [...s.principal_supervisors, ...s.co_supervisors].some((m) => m.id === self.id),
  );
  if (!supervision) throw new Error('no demo supervision led by the demo member');
  const trainee = `${supervision.first_name} ${supervision.last_name}`;
  // The guest's account: no spec renames it (ids of the demo data are stable, common/src/demo).
  const account = buildAccounts().find((a) => a.login_email === DEMO_EMAILS.guest)!;
  const accountName = `${account.first_name} ${account.last_name}`;

  const p = (section: string, id: string) => `/${section}/${encodeURIComponent(id)}`;
  const rows: Row[] = [
    { route: '/', outcomes: open('Aurora Research Network') },
    { route: '/404', outcomes: open('Page not found') },
    { route: '/no-such-page/here', outcomes: open('Page not found') },
    { route: '/members', outcomes: guarded(page('All members'), page('All members'), page('All members')) },
    { route: p('members', other.id), outcomes: redirect(p('members', other.id), memberName(other), ['admin']) },
    { route: p('members', self.id), outcomes: redirect(p('members', self.id), memberName(self), ['member', 'admin']) },
    { route: `${p('members', other.id)}/public`, outcomes: open(memberName(other)) },
    { route: `${p('members', other.id)}/private`, outcomes: guarded(state(N), state(N), page(memberName(other))) },
    { route: `${p('members', self.id)}/private`, outcomes: guarded(state(N), page(memberName(self)), page(memberName(self))) },
    // The CV (spec 7-reports §7.2.3): the member and administrators, decided without a request.
    { route: `${p('members', other.id)}/cv`, outcomes: guarded(state(N), state(N), page(`CV: ${memberName(other)}`)) },
    { route: `${p('members', self.id)}/cv`, outcomes: guarded(state(N), page(`CV: ${memberName(self)}`), page(`CV: ${memberName(self)}`)) },
    { route: '/my-profile', outcomes: guarded(page('My Profile'), page('My Profile'), page('My Profile')) },
    { route: '/products', outcomes: guarded(page('All products'), page('All products'), page('All products')) },
    { route: '/products/register', outcomes: guarded(state(M), page('Register a product'), page('Register a product')) },
    { route: p('products', product.id), outcomes: redirect(p('products', product.id), product.h1, ['member', 'admin']) },
    { route: `${p('products', product.id)}/public`, outcomes: open(product.h1) },
    { route: `${p('products', product.id)}/private`, outcomes: guarded(state(M), page(product.h1), page(product.h1)) },
    { route: '/partners', outcomes: guarded(page('All partners'), page('All partners'), page('All partners')) },
    { route: '/partners/register', outcomes: guarded(state(N), state(N), page('Register a partner')) },
    {
      route: '/partners/register-partner',
      outcomes: guarded(state(M), page('Add a partner I work with'), page('Add a partner I work with')),
    },
    { route: p('partners', partner.id), outcomes: redirect(p('partners', partner.id), partner.h1, ['admin']) },
    { route: `${p('partners', partner.id)}/public`, outcomes: open(partner.h1) },
    { route: `${p('partners', partner.id)}/private`, outcomes: guarded(state(N), state(N), page(partner.h1)) },
    { route: '/grants', outcomes: guarded(state(N), state(N), page('All grants')) },
    { route: '/grants/register', outcomes: guarded(state(N), state(N), page('Register a grant')) },
    { route: p('grants', grant.id), outcomes: redirect(p('grants', grant.id), grant.h1, ['admin']) },
    { route: `${p('grants', grant.id)}/public`, outcomes: open(grant.h1) },
    { route: `${p('grants', grant.id)}/private`, outcomes: guarded(state(N), state(N), page(grant.h1)) },
    { route: '/events', outcomes: guarded(state(N), state(N), page('All events')) },
    { route: '/events/register', outcomes: guarded(state(N), state(N), page('Register an event')) },
    { route: p('events', event.id), outcomes: redirect(p('events', event.id), event.h1, ['admin']) },
    { route: `${p('events', event.id)}/public`, outcomes: open(event.h1) },
    { route: `${p('events', event.id)}/private`, outcomes: guarded(state(N), state(N), page(event.h1)) },
    { route: '/supervisions', outcomes: guarded(state(N), state(N), page('All supervisions')) },
    { route: '/supervisions/register', outcomes: guarded(state(N), state(N), page('Register a supervision')) },
    {
      route: '/supervisions/register-supervision',
      outcomes: guarded(state(M), page('Add a supervision I lead'), page('Add a supervision I lead')),
    },
    { route: p('supervisions', supervision.id), outcomes: redirect(p('supervisions', supervision.id), trainee, ['member', 'admin']) },
    { route: `${p('supervisions', supervision.id)}/public`, outcomes: open(trainee) },
    { route: `${p('supervisions', supervision.id)}/private`, outcomes: guarded(state(N), page(trainee), page(trainee)) },
    { route: '/accounts', outcomes: guarded(state(N), state(N), page('All accounts')) },
    { route: p('accounts', account.id), outcomes: guarded(state(N), state(N), page(accountName)) },
    { route: '/register', outcomes: guarded(state(N), state(N), page('Register an account')) },
    { route: '/reference-lists', outcomes: guarded(state(N), state(N), page('Reference lists')) },
    { route: '/reports/annual', outcomes: guarded(state(N), state(N), page('Network annual report')) },
    // A record without entries: the heading is "History" alone (spec 6-data-and-beyond §6.3.5).
    { route: '/history/grant/no-such-grant', outcomes: guarded(state(N), state(N), page('History')) },
  ];
  return { rows, self, other };
}

const isRedirect = (row: Row) => Object.values(row.outcomes).some((outcome) => 'redirect' in outcome);

async function expectOutcome(page: Page, route: string, outcome: Outcome): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  if ('redirect' in outcome) await expect(page, route).toHaveURL((url) => url.pathname === outcome.redirect);
  else await expect(page, route).toHaveURL((url) => url.pathname === route);
  if ('state' in outcome) {
    await expect(heading, route).toHaveText(outcome.state.h1);
    await expect(page.getByRole('main').getByText(outcome.state.text, { exact: true }), route).toBeVisible();
  } else {
    await expect(heading, route).toHaveText(outcome.page);
  }
  // Settled: no skeleton remains once the session state is known.
  await expect(page.locator('[aria-busy="true"]'), route).toHaveCount(0);
}

for (const caller of CALLERS) {
  test.describe(caller, () => {
    if (caller !== 'visitor') test.use({ storageState: storageStateOf(caller) });

    test(`every route of the route table shows the page, state or redirect of its row (${caller})`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const { rows, self, other } = await routeTable(request);
      let first = true;
      for (const row of rows) {
        // Redirect routes (and the first route) open by a full load, so that they start before the
        // session state is known; the other routes open in the app, where it is already known.
        if (first || isRedirect(row)) await page.goto(row.route);
        else await visitInApp(page, row.route);
        first = false;
        await expectOutcome(page, row.route, row.outcomes[caller]);
      }

      // §5.12 check 2: after the redirect of /members/{id}, Back returns to the page before it.
      const members: MemberItem[] = caller === 'member' ? [other, self] : [other];
      for (const member of members) {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora Research Network');
        const route = `/members/${encodeURIComponent(member.id)}`;
        await page.goto(route);
        const view = caller === 'admin' || (caller === 'member' && member === self) ? 'private' : 'public';
        await expect(page).toHaveURL((url) => url.pathname === `${route}/${view}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(memberName(member));
        await page.goBack();
        await expect(page).toHaveURL((url) => url.pathname === '/');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurora Research Network');
      }
    });
  });
}
