import { useState } from 'react';
import { useBusValue } from '@schaufenster/shared/hooks';
import { anticipates, bus } from '@schaufenster/shared/bus';
import { logoutUrl, pageSite } from '@schaufenster/shared/site';
import { isWidgetAtLeast, useCss } from '@schaufenster/shared/ui';
import { HEADER_DESKTOP_MIN_WIDTH_PX } from './breakpoints';
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
 * The account entry (SPEC section 2): its dropdown opens on hover or keyboard focus only where the header shows its
 * desktop row (its box decides, read at the moment); clicking it goes to the account when logged in, else opens the
 * Anmelden modal. In the phone row the CSS shows it as an icon, with the same markup.
 */
export function AccountEntry() {
  const css = useCss();
  const [open, setOpen] = useState(false);
  const isLogged = useBusValue('session:changed')?.aboutMe.isLogged ?? false;
  const openLogin = () => {
    setOpen(false);
    bus.emit('auth:open', { page: 'login' });
  };
  const style = css`
    position: relative;
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
  const show = (target: Element, value: boolean) => setOpen(value && isWidgetAtLeast(target, HEADER_DESKTOP_MIN_WIDTH_PX));
  // Intent: the pointer or the focus on the entry makes a click likely, so the sign-in modal's remote may load now.
  const expectLogin = () => !isLogged && bus.anticipate('auth:open');
  const className = 'entry';
  // In the phone row the label stays for assistive technology and the icon shows; in the desktop row the other way round.
  const content = (
    <>
      <AccountIcon />
      <span className="label">{TEXTS.account}</span>
    </>
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/noNoninteractiveElementInteractions: the desktop dropdown opens on hover (SPEC section 2); keyboards use the account button inside.
    <div
      className={style}
      {...(isLogged ? {} : anticipates('auth:open'))}
      onMouseEnter={(event) => {
        expectLogin();
        show(event.currentTarget, true);
      }}
      onMouseLeave={(event) => show(event.currentTarget, false)}
      onPointerDown={expectLogin}
      onFocus={(event) => {
        expectLogin();
        show(event.currentTarget, true);
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
