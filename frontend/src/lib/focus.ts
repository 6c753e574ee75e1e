/**
 * Route-change focus (spec 4-shell §4.12.2): after a navigation to a path, the first page heading
 * that mounts for that path takes the focus (also when the page's code loads later).
 */
let pendingPath: string | null = null;

/** Called by the shell while rendering a new path. */
export function requestHeadingFocus(path: string): void {
  pendingPath = path;
}

/** True once for the heading of the path that was navigated to. */
export function consumeHeadingFocus(path: string): boolean {
  if (pendingPath !== path) return false;
  pendingPath = null;
  return true;
}
