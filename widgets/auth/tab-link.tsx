import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { AuthPage } from '@schaufenster/shared/bus';
import { useBrowserAddress } from '@schaufenster/shared/ssr';
import { useAuth } from './auth-context';
import { authenticateHref } from './auth-routing';

interface TabLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  page: AuthPage;
}

/**
 * A link to a sub-page. Its address is the sign-in page keeping callbackPath (on the page: the page itself;
 * in the popup: the site's `routes.authenticate`, coming back to the current page), so it also works opened
 * in a new tab; a plain click moves without reloading.
 */
export function TabLink({ page, onClick, children, ...rest }: TabLinkProps) {
  const { mode, state, go } = useAuth();
  // Not known where the server renders the closed popup: its links come back to the page once it has mounted (each
  // opening mounts them anew, on the page's address then).
  const address = useBrowserAddress();
  const callbackPath = mode === 'page' ? state.callbackPath : (address ?? null);
  const base = mode === 'page' ? address : undefined;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go({ page, callbackPath: state.callbackPath });
  };
  return (
    <a {...rest} href={authenticateHref(page, callbackPath, base)} onClick={follow}>
      {children}
    </a>
  );
}
