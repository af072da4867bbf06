import type { ReactNode } from 'react';
import { AWAITS_BROWSER_ATTRIBUTE } from '../mount/server-attribute';

/**
 * A widget's "loading" line while it fetches what it shows. Rendered on the server it tells the loader that this
 * HTML is no finished widget, so the tag hydrates at once instead of waiting for the shopper's first use.
 */
export function LoadingStatus({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={className} {...{ [AWAITS_BROWSER_ATTRIBUTE]: '' }}>
      {children}
    </p>
  );
}
