import { useCss, useMediaQuery } from '@schaufenster/shared/ui';
import { AccountEntry } from './account-entry';
import { DESKTOP_QUERY } from './breakpoints';
import { CartLink } from './cart-link';
import { MobileMenu } from './mobile-menu';
import type { HeaderProps } from './props';
import { TEXTS } from './texts';

function Logo() {
  const css = useCss();
  const logo = css`
    font-size: 24px;
    font-weight: 900;
    letter-spacing: 0.04em;
    text-decoration: none;
    color: inherit;
  `;
  return (
    <a href="/" className={logo} aria-label={TEXTS.logoLabel}>
      {TEXTS.logo}
    </a>
  );
}

/** The storefront header: logo, main navigation (a Menu panel up to 991 px), account entry and cart. */
function StorefrontHeader() {
  const css = useCss();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const bar = css`
    display: flex;
    align-items: center;
    gap: 24px;
    min-height: 72px;
    padding: 0 16px;
    nav ul { display: flex; gap: 16px; list-style: none; margin: 0; padding: 0; }
    a { color: inherit; }
    .end { margin-left: auto; display: flex; gap: 16px; align-items: center; }
    .menu-button { font: inherit; font-weight: 700; padding: 8px 12px; border: 1px solid #1a1a1a; background: #fff; cursor: pointer; }
    .menu-nav ul { display: block; }
    .menu-nav li { padding: 8px 0; border-bottom: 1px solid #e3e3e3; }
  `;
  return (
    <header className={bar}>
      {!isDesktop && <MobileMenu />}
      <Logo />
      {isDesktop && (
        <nav aria-label={TEXTS.navLabel}>
          <ul>
            {TEXTS.nav.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="end">
        <AccountEntry />
        <CartLink />
      </div>
    </header>
  );
}

/** The reduced checkout header: logo, optional green safe-checkout label and selling points. */
function CheckoutHeader({ safeCheckout, sellingPoints }: HeaderProps) {
  const css = useCss();
  const bar = css`
    display: flex;
    align-items: center;
    gap: 24px;
    min-height: 72px;
    padding: 0 16px;
    .safe { color: #1e7b34; font-weight: 700; }
    ul { display: flex; gap: 16px; margin: 0 0 0 auto; padding: 0; list-style: none; font-size: 14px; }
  `;
  return (
    <header className={bar}>
      <Logo />
      {safeCheckout && <span className="safe">{TEXTS.safeCheckout}</span>}
      {sellingPoints.length > 0 && (
        <ul>
          {sellingPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </header>
  );
}

/** The header widget in its storefront or checkout variant. */
export function Header(props: HeaderProps) {
  return props.variant === 'checkout' ? <CheckoutHeader {...props} /> : <StorefrontHeader />;
}
