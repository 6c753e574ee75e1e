import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a part of the frame that sits outside the pages' error boundary (the header's
 * signed-in parts: the avatar menu, the search button, the Accounts group). When its code cannot be
 * loaded (offline, or a deploy replaced the files), `fallback` stands in for it until the page is
 * loaded again, instead of the whole page failing.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(error);
        return { default: fallback };
      },
    ),
  );
}
