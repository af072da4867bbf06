import type { css as gooberCss } from 'goober';
import { fromWidgetWidth } from '@schaufenster/shared/ui';
import { AUTH_DESKTOP_MIN_WIDTH_PX } from './constants';

/** The auth area's style: one class on its root, the parts styled by their class names. */
export function authAreaStyle(css: typeof gooberCss): string {
  return css`
    display: block;
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    h1, h2, h3 { margin: 0 0 12px; font-weight: 900; line-height: 1.2; }
    h1 { font-size: 28px; }
    h2, h3 { font-size: 20px; }
    a { color: inherit; }
    [tabindex='-1']:focus { outline: none; }
    a:focus-visible, input:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
    p { margin: 0 0 12px; }
    form { display: flex; flex-direction: column; gap: 12px; }
    .field { display: flex; flex-direction: column; gap: 4px; }
    .field label { font-weight: 700; }
    .field input { font: inherit; min-height: 44px; padding: 8px 12px; border: 1px solid #8c8c8c; border-radius: 0; }
    .field input[aria-invalid='true'] { border-color: #c8102e; }
    .hint { margin: 0; font-size: 14px; color: #4d4d4d; }
    .error { margin: 0; font-size: 14px; color: #c8102e; }
    .error:empty { display: none; }
    .checkbox { display: flex; gap: 8px; align-items: flex-start; }
    .checkbox input { width: 20px; height: 20px; margin: 2px 0 0; flex: none; }
    .alert { padding: 12px 16px; border-left: 4px solid #c8102e; background: #fdf0f2; }
    .note { padding: 12px 16px; border-left: 4px solid #1e7b34; background: #eef7f0; }
    .cards { display: flex; flex-direction: column; gap: 16px; }
    .card { padding: 16px; border: 1px solid #d9d9d9; background: #fff; scroll-margin-top: 16px; }
    .card[data-current='true'] { border-color: #1a1a1a; }
    .card h2, .card h3 { margin: 0; }
    .card .body { margin-top: 16px; }
    .tab { display: block; text-decoration: none; }
    .card:not([data-current='true']) .tab::after { content: ' +'; }
    /* A page box from 992 px: the three cards side by side, all open (the popup always stacks them). */
    ${fromWidgetWidth(AUTH_DESKTOP_MIN_WIDTH_PX)} {
      .cards[data-mode='page'] { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); align-items: start; gap: 24px; }
      .cards[data-mode='page'] .body[hidden] { display: block; }
      .cards[data-mode='page'] .tab::after { content: none; }
    }
    .overlay { max-width: 560px; margin: 0 auto; }
    .links { display: flex; flex-wrap: wrap; gap: 16px; margin-top: 12px; }
    .resend { display: flex; flex-direction: column; align-items: flex-start; gap: 8px; margin-top: 16px; }
    .resend p { margin: 0; }
    ul.hints { margin: 0 0 12px; padding-left: 20px; }
  `;
}
