/**
 * Type-level drift check of the people projections (members, accounts, keywords): the shape each
 * server projection builds (its inferred type) must have exactly the fields of the type declared
 * in common/src/api/, at every depth. An annotated return type alone does not catch a field added
 * through a spread, nor would it notice the declared type gaining an optional field the server
 * never sends. Checked by `tsc -p tsconfig.json` (the assertions are types); the `it` bodies run
 * as ordinary tests so the file shows up in the unit report.
 */
import type { AccountListItem, AccountProjection } from '@portal/common/api/account';
import type { KeywordProjection } from '@portal/common/api/keyword';
import type { InactiveMemberPublicDetail, ActiveMemberPublicDetail, MemberInsight, MemberListItem, MemberPrivateDetail } from '@portal/common/api/member';
import { describe, expectTypeOf, it } from 'vitest';
import { accountListView, accountView } from './accounts';
import { keywordView } from './keyword-writes';
import { activeMemberPublicView, inactiveMemberPublicView, memberInsightView, memberListView, type memberPrivateView } from './members';

/** The keys of every member of a union (`keyof` of a union keeps only the common ones). */
type KeysOf<T> = T extends object ? keyof T : never;
/** What a value holds: the element of an array, without null. */
type Inner<T> = NonNullable<T> extends readonly (infer E)[] ? NonNullable<E> : NonNullable<T>;
type ValueAt<T, K> = T extends object ? (K extends keyof T ? T[K] : never) : never;
type Shared<B, D> = KeysOf<Inner<B>> & KeysOf<Inner<D>> & string;

/**
 * The paths where the built shape `B` and the declared type `D` disagree: `path (extra)` for a
 * field only the server builds, `path (missing)` for a declared field it never builds; never
 * when they match.
 */
export type Drift<B, D, P extends string = ''> =
  | `${P}${Exclude<KeysOf<Inner<B>>, KeysOf<Inner<D>>> & string} (extra)`
  | `${P}${Exclude<KeysOf<Inner<D>>, KeysOf<Inner<B>>> & string} (missing)`
  | { [K in Shared<B, D>]: Drift<ValueAt<Inner<B>, K>, ValueAt<Inner<D>, K>, `${P}${K}.`> }[Shared<B, D>];

/** What the private detail route sends: the private shape, plus the insight for administrators. */
type BuiltPrivateDetail = ReturnType<typeof memberPrivateView> | (ReturnType<typeof memberPrivateView> & { insight: ReturnType<typeof memberInsightView> });

describe('people projections match their declared types (contract, spec 2-data-model §2.4)', () => {
  it('members list item', () => {
    expectTypeOf<Drift<ReturnType<typeof memberListView>, MemberListItem>>().toEqualTypeOf<never>();
    expectTypeOf(memberListView).returns.toEqualTypeOf<MemberListItem>();
  });

  it('member public detail, active and inactive', () => {
    expectTypeOf<Drift<ReturnType<typeof activeMemberPublicView>, ActiveMemberPublicDetail>>().toEqualTypeOf<never>();
    expectTypeOf(activeMemberPublicView).returns.toEqualTypeOf<ActiveMemberPublicDetail>();
    expectTypeOf<Drift<ReturnType<typeof inactiveMemberPublicView>, InactiveMemberPublicDetail>>().toEqualTypeOf<never>();
    expectTypeOf(inactiveMemberPublicView).returns.toEqualTypeOf<InactiveMemberPublicDetail>();
  });

  it('member private detail and its insight', () => {
    expectTypeOf<Drift<BuiltPrivateDetail, MemberPrivateDetail>>().toEqualTypeOf<never>();
    expectTypeOf<BuiltPrivateDetail>().toMatchTypeOf<MemberPrivateDetail>();
    expectTypeOf<Drift<ReturnType<typeof memberInsightView>, MemberInsight>>().toEqualTypeOf<never>();
    expectTypeOf(memberInsightView).returns.toEqualTypeOf<MemberInsight | null>();
  });

  it('account projection', () => {
    expectTypeOf<Drift<ReturnType<typeof accountView>, AccountProjection>>().toEqualTypeOf<never>();
    expectTypeOf(accountView).returns.toEqualTypeOf<AccountProjection>();
  });

  it('accounts list item', () => {
    expectTypeOf<Drift<ReturnType<typeof accountListView>, AccountListItem>>().toEqualTypeOf<never>();
    expectTypeOf(accountListView).returns.toEqualTypeOf<AccountListItem>();
  });

  it('keyword projection', () => {
    expectTypeOf<Drift<ReturnType<typeof keywordView>, KeywordProjection>>().toEqualTypeOf<never>();
    expectTypeOf(keywordView).returns.toEqualTypeOf<KeywordProjection>();
  });

  it('the check itself sees an extra field, a missing one and a nested one', () => {
    expectTypeOf<Drift<{ a: 1; b: 2 }, { a: 1 }>>().toEqualTypeOf<'b (extra)'>();
    expectTypeOf<Drift<{ a: 1 }, { a: 1; b?: 2 }>>().toEqualTypeOf<'b (missing)'>();
    expectTypeOf<Drift<{ a: Array<{ x: 1; y: 2 }> | null }, { a: Array<{ x: 1 }> | null }>>().toEqualTypeOf<'a.y (extra)'>();
  });
});
