/**
 * Route-change focus (spec 4-shell §4.12.2): after a navigation the next page heading that mounts
 * takes the focus.
 */
let pending = false;

export function requestHeadingFocus(): void {
  pending = true;
}

export function consumeHeadingFocus(): boolean {
  const was = pending;
  pending = false;
  return was;
}
