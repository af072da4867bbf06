import { useState } from 'react';
import { useBusValue } from '@schaufenster/shared/hooks';
import { bus } from '@schaufenster/shared/bus';
import { logoutUrl, pageSite } from '@schaufenster/shared/site';
import { useCss, useMediaQuery } from '@schaufenster/shared/ui';
import { DESKTOP_QUERY } from './breakpoints';
import { accountLinksStyle } from './header-styles';
import { LinkList } from './link-list';
import { AccountIcon } from './icons';
import { TEXTS } from './texts';

/** The account links, and Abmelden, as the dropdown and the mobile menu show them. */
export function AccountLinks({ isLogged, onLogin }: { isLogged: boolean; onLogin: () => void }) {
  const css = useCss();
  const site = pageSite();
  return (
    <div className={accountLinksStyle(css)}>
      {isLogged ? (
        <>
          <p>{TEXTS.welcome}</p>
          <LinkList links={TEXTS.accountLinks.map(({ route, label }) => ({ href: site.routes[route], label }))} />
          <a className="logout" href={logoutUrl(site)}>
            {TEXTS.logout}
          </a>
        </>
      ) : (
        <>
          <p>{TEXTS.notLoggedIn}</p>
          <button type="button" className="login" onClick={onLogin}>
            {TEXTS.login}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * The account entry (SPEC section 2): its dropdown opens on hover or keyboard focus on desktop only;
 * clicking it goes to the account when logged in, else opens the Anmelden modal. On phones it is an icon.
 */
export function AccountEntry({ iconOnly }: { iconOnly: boolean }) {
  const css = useCss();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(false);
  const isLogged = useBusValue('session:changed')?.aboutMe.isLogged ?? false;
  const openLogin = () => {
    setOpen(false);
    bus.emit('auth:open', { page: 'login' });
  };
  const style = css`
    position: relative;
    .entry { font: inherit; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; text-decoration: underline; }
    .entry.icon-button { text-decoration: none; }
    .dropdown {
      position: absolute;
      right: 0;
      top: 100%;
      z-index: 10;
      min-width: 260px;
      padding: 16px;
      background: #fff;
      box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
    }
    p { margin: 0 0 8px; }
  `;
  const show = (value: boolean) => isDesktop && setOpen(value);
  // Intent: the pointer or the focus on the entry makes a click likely, so the sign-in modal's remote may load now.
  const expectLogin = () => !isLogged && bus.anticipate('auth:open');
  const className = iconOnly ? 'entry icon-button' : 'entry';
  // Icon only: the text stays for assistive technology, the icon shows.
  const content = iconOnly ? (
    <>
      <AccountIcon />
      <span className="visually-hidden">{TEXTS.account}</span>
    </>
  ) : (
    TEXTS.account
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/noNoninteractiveElementInteractions: the desktop dropdown opens on hover (SPEC section 2); keyboards use the account button inside.
    <div
      className={style}
      onMouseEnter={() => {
        expectLogin();
        show(true);
      }}
      onMouseLeave={() => show(false)}
      onPointerDown={expectLogin}
      onFocus={() => {
        expectLogin();
        show(true);
      }}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      {isLogged ? (
        <a className={className} href={pageSite().routes.account} aria-haspopup="true" aria-expanded={open}>
          {content}
        </a>
      ) : (
        <button type="button" className={className} onClick={openLogin} aria-haspopup="true" aria-expanded={open}>
          {content}
        </button>
      )}
      {open && (
        <div className="dropdown" data-testid="account-dropdown">
          <AccountLinks isLogged={isLogged} onLogin={openLogin} />
        </div>
      )}
    </div>
  );
}
