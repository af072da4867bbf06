import type { ReactNode } from 'react';
import { AWAITS_BROWSER_ATTRIBUTE } from '../mount/server-attribute';

/**
 * Props that mark server HTML the browser must take over at once: a loading line, or a view that reports an
 * event when it shows (the order confirmation's purchase). The tag then hydrates by its own `data-load`, not on first use.
 */
export const AWAITS_BROWSER = { [AWAITS_BROWSER_ATTRIBUTE]: '' } as const;

/**
 * A widget's "loading" line while it fetches what it shows. Rendered on the server it tells the loader that this
 * HTML is no finished widget, so the tag hydrates at once instead of waiting for the shopper's first use.
 */
export function LoadingStatus({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={className} {...AWAITS_BROWSER}>
      {children}
    </p>
  );
}
