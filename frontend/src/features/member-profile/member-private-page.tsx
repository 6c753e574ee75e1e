import { MemberPrivateView } from './member-private-view';

/** `/members/{id}/private` (spec 5-pages §5.4.3). */
export function MemberPrivatePage({ id }: { id: string }) {
  return <MemberPrivateView id={id} />;
}
