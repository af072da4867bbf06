import { pageSite } from '@schaufenster/shared/site';
import { useCss } from '@schaufenster/shared/ui';
import { AccountEntry } from './account-entry';
import { CartLink } from './cart-link';
import { checkoutHeaderStyle, storefrontHeaderStyle } from './header-styles';
import { LinkList } from './link-list';
import { MobileMenu } from './mobile-menu';
import type { HeaderProps } from './props';
import { SearchEntry } from './search-entry';
import { TEXTS } from './texts';

function Logo() {
  const css = useCss();
  // Smaller in the narrowest boxes, so Menu, logo, account and cart share one row at 320 px.
  const logo = css`
    font-size: clamp(18px, 5.6cqw, 24px);
    font-weight: 900;
    letter-spacing: 0.04em;
    white-space: nowrap;
    text-decoration: none;
    color: inherit;
    img { display: block; height: 32px; width: auto; max-width: 40cqw; object-fit: contain; }
  `;
  const { brand, routes } = pageSite();
  return (
    <a href={routes.home} className={logo} aria-label={TEXTS.logoLabel(brand.name)}>
      {brand.logo ? <img src={brand.logo} alt={brand.alt ?? brand.name} /> : brand.name}
    </a>
  );
}

/**
 * The storefront header: one markup for every width. Its own box decides by CSS (container queries) between the
 * phone row (Menu button, logo, account and cart icons) and the desktop row (logo, navigation, Suche, account, cart).
 */
function StorefrontHeader() {
  const css = useCss();
  return (
    <header className={storefrontHeaderStyle(css)}>
      <MobileMenu />
      <Logo />
      <nav aria-label={TEXTS.navLabel} className="wide-only">
        <LinkList links={pageSite().navigation} />
      </nav>
      <div className="end">
        <SearchEntry />
        <AccountEntry />
        <CartLink />
      </div>
    </header>
  );
}

/** The reduced checkout header: logo, optional green safe-checkout label and selling points. */
function CheckoutHeader({ safeCheckout, sellingPoints }: HeaderProps) {
  const css = useCss();
  return (
    <header className={checkoutHeaderStyle(css)}>
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
