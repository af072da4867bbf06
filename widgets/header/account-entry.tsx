import { bus, useBusValue } from '@schaufenster/shared/bus';
import { useCss } from '@schaufenster/shared/ui';
import { TEXTS } from './texts';

/** Desktop breakpoint of the header: up to 991 px is mobile (SPEC.md section 9). */
export const HEADER_DESKTOP_MIN_WIDTH_PX = 992;

/**
 * The account entry: goes to the account when logged in, else opens the Anmelden modal;
 * its dropdown opens on hover (and keyboard focus) on desktop only.
 */
export function AccountEntry() {
  const css = useCss();
  const isLogged = useBusValue('session:changed')?.aboutMe.isLogged ?? false;
  const openLogin = () => bus.emit('auth:open', { page: 'login' });
  const entry = css`
    position: relative;
    .dropdown {
      display: none;
      position: absolute;
      right: 0;
      top: 100%;
      z-index: 10;
      min-width: 240px;
      padding: 16px;
      background: #fff;
      box-shadow: 0 4px 16px rgba(0, 0, 0, 0.15);
    }
    @media (min-width: ${HEADER_DESKTOP_MIN_WIDTH_PX}px) {
      &:hover .dropdown, &:focus-within .dropdown { display: block; }
    }
    ul { list-style: none; margin: 8px 0; padding: 0; }
    button { font: inherit; cursor: pointer; }
  `;
  return (
    <div className={entry}>
      {isLogged ? (
        <a href="/account/overview/">{TEXTS.account}</a>
      ) : (
        <button type="button" onClick={openLogin}>
          {TEXTS.account}
        </button>
      )}
      <div className="dropdown" data-testid="account-dropdown">
        {isLogged ? (
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
            <button type="button" onClick={openLogin}>
              {TEXTS.login}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
