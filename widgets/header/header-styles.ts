import type { css as gooberCss } from 'goober';
import { belowWidgetWidth, fromWidgetWidth } from '@schaufenster/shared/ui';
import { HEADER_DESKTOP_MIN_WIDTH_PX } from './breakpoints';

/** Smallest tap target of the header (WCAG 2.5.5 AAA; Apple and Google ask for 44 and 48 px). */
export const TAP_TARGET_PX = 44;

const VISUALLY_HIDDEN = 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;';

/**
 * The storefront header's style, by the width of its own box: below 992 px one row of Menu button, logo, account
 * and cart icons, which fits 320 px; from 992 px the logo, the text links, Suche and the text entries.
 */
export function storefrontHeaderStyle(css: typeof gooberCss): string {
  return css`
    display: flex;
    align-items: center;
    gap: 4px;
    min-height: 72px;
    padding: 0 8px;
    a { color: inherit; }
    nav ul { display: flex; gap: 8px 16px; flex-wrap: wrap; list-style: none; margin: 0; padding: 0; }
    nav a, .entry, .search-button, .cart { display: inline-flex; align-items: center; min-height: ${TAP_TARGET_PX}px; }
    .end { margin-left: auto; display: flex; gap: 4px; align-items: center; }
    .visually-hidden { ${VISUALLY_HIDDEN} }
    .icon-button, .entry, .search-button, .cart {
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
      text-decoration: none;
    }
    .icon-button:focus-visible, nav a:focus-visible, .entry:focus-visible, .search-button:focus-visible, .cart:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
    .cart [data-testid='cart-badge'] { position: absolute; top: 2px; right: 0; }
    .menu-nav ul { display: block; }
    .menu-nav li { border-bottom: 1px solid #e3e3e3; }
    .menu-nav a { display: flex; min-height: ${TAP_TARGET_PX}px; }
    ${belowWidgetWidth(HEADER_DESKTOP_MIN_WIDTH_PX)} {
      .wide-only { display: none; }
      .label { ${VISUALLY_HIDDEN} }
    }
    ${fromWidgetWidth(HEADER_DESKTOP_MIN_WIDTH_PX)} {
      gap: 24px;
      padding: 0 16px;
      .menu-button, .entry svg, .cart svg { display: none; }
      .end { gap: 16px; }
      .entry, .search-button, .cart { min-width: 0; gap: 6px; }
      .entry, .search-button { text-decoration: underline; }
      .cart [data-testid='cart-badge'] { position: static; }
    }
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

/** From this width of its box the checkout header's selling points stand beside the logo. */
const CHECKOUT_POINTS_BESIDE_MIN_WIDTH_PX = 768;

/** The checkout header: logo and green label on one row; the selling points wrap below them in narrow boxes. */
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
    ${belowWidgetWidth(CHECKOUT_POINTS_BESIDE_MIN_WIDTH_PX)} {
      ul { flex-basis: 100%; margin: 0; }
    }
  `;
}
