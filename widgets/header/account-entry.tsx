import { useState } from 'react';
import { bus, useBusValue } from '@schaufenster/shared/bus';
import { useCss, useMediaQuery } from '@schaufenster/shared/ui';
import { DESKTOP_QUERY } from './breakpoints';
import { TEXTS } from './texts';

/** The account links, and Abmelden, as the dropdown and the mobile menu show them. */
export function AccountLinks({ isLogged, onLogin }: { isLogged: boolean; onLogin: () => void }) {
  return isLogged ? (
    <>
      <p>{TEXTS.welcome}</p>
      <ul>
        {TEXTS.accountLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
      <a href="/logout/">{TEXTS.logout}</a>
    </>
  ) : (
    <>
      <p>{TEXTS.notLoggedIn}</p>
      <button type="button" className="login" onClick={onLogin}>
        {TEXTS.login}
      </button>
    </>
  );
}

/**
 * The account entry (SPEC section 2): its dropdown opens on hover or keyboard focus on desktop only;
 * clicking it goes to the account when logged in, else opens the Anmelden modal.
 */
export function AccountEntry() {
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
    .entry { font: inherit; color: inherit; background: none; border: 0; padding: 8px 0; cursor: pointer; text-decoration: underline; }
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
    ul { list-style: none; margin: 8px 0; padding: 0; }
    li { margin: 4px 0; }
    .login { font: inherit; font-weight: 700; padding: 8px 16px; border: 0; background: #1a1a1a; color: #fff; cursor: pointer; }
  `;
  const show = (value: boolean) => isDesktop && setOpen(value);
  return (
    <div
      className={style}
      onMouseEnter={() => show(true)}
      onMouseLeave={() => show(false)}
      onFocus={() => show(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      {isLogged ? (
        <a className="entry" href="/account/overview/" aria-haspopup="true" aria-expanded={open}>
          {TEXTS.account}
        </a>
      ) : (
        <button type="button" className="entry" onClick={openLogin} aria-haspopup="true" aria-expanded={open}>
          {TEXTS.account}
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
