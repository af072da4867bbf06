import type { css as gooberCss } from 'goober';

/** Smallest tap target of the header (WCAG 2.5.5 AAA; Apple and Google ask for 44 and 48 px). */
export const TAP_TARGET_PX = 44;

/**
 * The storefront header's style: on phones (up to 991 px) one row of Menu button, logo, account and cart icons,
 * which fits 320 px; on desktop the logo, the text links and the text entries.
 */
export function storefrontHeaderStyle(css: typeof gooberCss): string {
  return css`
    display: flex;
    align-items: center;
    gap: 24px;
    min-height: 72px;
    padding: 0 16px;
    a { color: inherit; }
    nav ul { display: flex; gap: 8px 16px; flex-wrap: wrap; list-style: none; margin: 0; padding: 0; }
    nav a, .entry, .cart { display: inline-flex; align-items: center; min-height: ${TAP_TARGET_PX}px; }
    .cart { gap: 6px; }
    .end { margin-left: auto; display: flex; gap: 16px; align-items: center; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .icon-button {
      position: relative;
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-width: ${TAP_TARGET_PX}px;
      min-height: ${TAP_TARGET_PX}px;
      padding: 0;
      border: 0;
      background: none;
      color: inherit;
      font: inherit;
      cursor: pointer;
    }
    .icon-button:focus-visible, nav a:focus-visible, .entry:focus-visible, .cart:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
    .icon-button [data-testid='cart-badge'] { position: absolute; top: 2px; right: 0; }
    .menu-nav ul { display: block; }
    .menu-nav li { border-bottom: 1px solid #e3e3e3; }
    .menu-nav a { display: flex; min-height: ${TAP_TARGET_PX}px; }
    &[data-layout='phone'] { gap: 4px; padding: 0 8px; }
    &[data-layout='phone'] .end { gap: 4px; }
  `;
}

/** The account links and the Anmelden button, in the desktop dropdown and in the phone menu panel alike. */
export function accountLinksStyle(css: typeof gooberCss): string {
  return css`
    ul { list-style: none; margin: 8px 0; padding: 0; }
    li a { display: flex; align-items: center; min-height: ${TAP_TARGET_PX}px; }
    .logout { display: inline-flex; align-items: center; min-height: ${TAP_TARGET_PX}px; }
    .login { font: inherit; font-weight: 700; min-height: ${TAP_TARGET_PX}px; padding: 8px 16px; border: 0; background: #1a1a1a; color: #fff; cursor: pointer; }
    .login:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
  `;
}

/** The checkout header: logo and green label on one row; the selling points wrap below them on phones. */
export function checkoutHeaderStyle(css: typeof gooberCss): string {
  return css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 24px;
    min-height: 72px;
    padding: 12px 16px;
    .safe { color: #1e7b34; font-weight: 700; }
    ul { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0 0 0 auto; padding: 0; list-style: none; font-size: 14px; }
    li::before { content: '✓ ' / ''; color: #1e7b34; font-weight: 700; }
    @media (max-width: 767px) {
      ul { flex-basis: 100%; margin: 0; }
    }
  `;
}
