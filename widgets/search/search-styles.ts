import { belowWidgetWidth, fromWidgetWidth, useCss } from '@schaufenster/shared/ui';
import { SEARCH_DESKTOP_MIN_WIDTH_PX } from './constants';

/** Styles of the search box and its overlay, in the widget's shadow root. */
export function useSearchStyles(): string {
  const css = useCss();
  return css`
    position: relative;
    padding: 4px 16px 8px;
    .box { display: flex; gap: 8px; }
    input { flex: 1; min-width: 0; font: inherit; padding: 10px 12px; border: 1px solid #8c8c8c; }
    input:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 1px; }
    .overlay {
      position: absolute;
      left: 16px;
      right: 16px;
      top: 100%;
      z-index: 4000;
      background: #fff;
      border: 1px solid #d9d9d9;
      box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
    }
    &[data-variant='overlay'] { padding: 0; }
    &[data-variant='overlay'] .overlay { position: static; margin-top: 8px; border: 0; box-shadow: none; }
    &[data-variant='launcher'] { padding: 4px 16px 8px; display: flex; justify-content: flex-end; }
    .launcher { font: inherit; font-weight: 700; min-height: 44px; padding: 10px 20px; border: 1px solid #8c8c8c; background: #fff; cursor: pointer; }
    .launcher:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 1px; }
    ul { list-style: none; margin: 0; padding: 0; }
    .group-label { padding: 8px 12px 4px; font-size: 13px; font-weight: 700; color: #5c5c5c; text-transform: uppercase; }
    .option { display: flex; align-items: center; gap: 12px; min-height: 44px; padding: 8px 12px; cursor: pointer; }
    .option[aria-selected='true'], .option:hover { background: #f0f0f0; }
    .option img { flex: none; object-fit: cover; background: #eee; }
    .title { flex: 1; min-width: 0; }
    .brand { font-weight: 700; }
    .price { white-space: nowrap; }
    mark { background: none; font-weight: 700; color: inherit; text-decoration: underline; }
    .history { padding: 8px 12px 12px; }
    .history h2 { margin: 0 0 8px; font-size: 13px; text-transform: uppercase; color: #5c5c5c; }
    .history li { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
    .history a { color: inherit; display: flex; align-items: center; min-height: 44px; min-width: 0; }
    .history .remove, .history .clear { font: inherit; color: inherit; background: none; border: 0; cursor: pointer; min-width: 44px; min-height: 44px; padding: 0 8px; }
    .history .clear { margin-top: 8px; padding: 0; text-decoration: underline; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .submit-icon { display: none; }
    /* A narrow box (a phone's row, a theme's column): the box takes the whole row, the button is a 44 px magnifier,
       the hits span the box; the Suche button of a wide box is not shown. */
    ${belowWidgetWidth(SEARCH_DESKTOP_MIN_WIDTH_PX)} {
      .submit-icon { display: block; }
      .submit-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
      .box button { min-width: 44px; padding: 0 10px; }
      .overlay { left: 0; right: 0; }
      &[data-variant='launcher'] { display: none; }
    }
    /* A wide box shows the Suche button (or nothing, where the header carries it) instead of the box in the page. */
    ${fromWidgetWidth(SEARCH_DESKTOP_MIN_WIDTH_PX)} {
      &[data-variant='inline'] { display: none; }
    }
  `;
}
