import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { consumeHeadingFocus } from '../lib/focus';

/** The page's one h1; takes the focus after a route change (spec 4-shell §4.12.2). */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [path] = useLocation();
  useEffect(() => {
    if (consumeHeadingFocus(path)) ref.current?.focus({ preventScroll: true });
  }, [path]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className ? `page-heading ${className}` : 'page-heading'}>
      {children}
    </h1>
  );
}
