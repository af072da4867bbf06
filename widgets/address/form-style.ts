import type { css as gooberCss } from 'goober';
import { fromWidgetWidth } from '@schaufenster/shared/ui';

/** From this width of its own box the checkout shows the addresses beside the order summary (SPEC section 9's 992 px). */
const CHECKOUT_COLUMNS_MIN_WIDTH_PX = 992;

/** The address remote's style: one class on each view's root, the parts styled by their class names. */
export function addressStyle(css: typeof gooberCss): string {
  return css`
    display: block;
    h2, h3 { margin: 0 0 12px; font-weight: 900; line-height: 1.2; font-size: 20px; }
    p { margin: 0 0 12px; }
    a { color: inherit; }
    [tabindex='-1']:focus { outline: none; }
    form { display: grid; gap: 12px; max-width: 520px; }
    fieldset { margin: 0; padding: 0; border: 0; display: grid; gap: 8px; }
    legend { font-weight: 700; margin-bottom: 4px; }
    .field { display: grid; gap: 4px; }
    .field > label { font-weight: 700; font-size: 14px; }
    .control { position: relative; }
    .control input, .control select { width: 100%; font: inherit; min-height: 44px; padding: 8px 36px 8px 12px; border: 1px solid #8c8c8c; border-radius: 0; background: #fff; }
    .control [aria-invalid='true'] { border-color: #c8102e; }
    .field[data-done] .control input, .field[data-done] .control select { border-color: #1e7b34; }
    .done { position: absolute; right: 12px; top: 50%; transform: translateY(-50%); color: #1e7b34; font-weight: 900; }
    .hint { margin: 0; font-size: 14px; color: #4d4d4d; }
    .error { margin: 0; font-size: 14px; color: #c8102e; }
    .error:empty { display: none; }
    .suggestions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: -4px 0 4px; font-size: 14px; }
    .suggestion { font: inherit; min-height: 36px; padding: 4px 12px; border: 1px solid #1a1a1a; background: #fff; cursor: pointer; }
    .suggestion:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
    .choice { display: flex; gap: 8px; align-items: flex-start; }
    .choice input { width: 20px; height: 20px; margin: 2px 0 0; flex: none; }
    .actions { display: flex; flex-wrap: wrap; gap: 12px; }
    .alert { padding: 12px 16px; border-left: 4px solid #c8102e; background: #fdf0f2; }
    .note { padding: 12px 16px; border-left: 4px solid #1e7b34; background: #eef7f0; }
    .link-button { font: inherit; padding: 0; border: 0; background: none; color: inherit; text-decoration: underline; cursor: pointer; }
    .cards { list-style: none; margin: 0 0 16px; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); }
    .card { padding: 16px; border: 1px solid #d9d9d9; background: #fff; display: grid; gap: 8px; align-content: start; }
    address { font-style: normal; }
    .badges { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
    .badge { font-size: 12px; font-weight: 700; padding: 2px 8px; background: #1a1a1a; color: #fff; }
    .section { padding: 16px 0; border-top: 1px solid #d9d9d9; display: grid; gap: 12px; }
    .summary-lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
    .totals { display: grid; grid-template-columns: 1fr auto; gap: 4px 16px; margin: 0; }
    .totals dd { margin: 0; text-align: right; }
    .totals .grand { font-weight: 900; }
    .checkout { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); align-items: start; }
    ${fromWidgetWidth(CHECKOUT_COLUMNS_MIN_WIDTH_PX)} {
      .checkout { grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr); }
    }
  `;
}
