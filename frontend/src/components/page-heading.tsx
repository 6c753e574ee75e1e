import { useEffect, useRef, type ReactNode } from 'react';
import { consumeHeadingFocus } from '../lib/focus';

/** The page's one h1; takes the focus after a route change (spec 4-shell §4.12.2). */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (consumeHeadingFocus()) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={className ? `page-heading ${className}` : 'page-heading'}>
      {children}
    </h1>
  );
}
