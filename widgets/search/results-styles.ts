import { useCss } from '@schaufenster/shared/ui';

/** From this width of its own box the listing shows three columns, from the next four (the window plays no part). */
const THREE_COLUMNS_MIN_PX = 560;
const FOUR_COLUMNS_MIN_PX = 880;

/** Below this width of its box the sort form goes under the count instead of beside it. */
const CONTROLS_ROW_MIN_PX = 480;

/**
 * Styles of the search results listing: its breakpoints are container queries on its root, so the same HTML fits a
 * theme's narrow column and a full-width page on every screen.
 */
export function useResultsStyles(): string {
  const css = useCss();
  return css`
    container-type: inline-size;
    display: block;
    h1 { font-size: 24px; margin: 0 0 8px; }
    .bar { display: flex; flex-direction: column; gap: 8px; margin: 8px 0 16px; }
    .count { margin: 0; font-weight: 700; }
    form, label { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
    select, button, .button { font: inherit; min-height: 44px; padding: 8px 12px; border: 1px solid #8c8c8c; background: #fff; color: inherit; }
    button, .button { cursor: pointer; font-weight: 700; text-decoration: none; display: inline-flex; align-items: center; }
    select:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
    .grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .pager { display: flex; justify-content: center; align-items: center; gap: 16px; margin: 24px 0; }
    .pager a { min-height: 44px; display: inline-flex; align-items: center; color: inherit; font-weight: 700; }
    @container (min-width: ${CONTROLS_ROW_MIN_PX}px) {
      .bar { flex-direction: row; justify-content: space-between; align-items: center; }
    }
    @container (min-width: ${THREE_COLUMNS_MIN_PX}px) {
      .grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
    }
    @container (min-width: ${FOUR_COLUMNS_MIN_PX}px) {
      .grid { grid-template-columns: repeat(4, minmax(0, 1fr)); }
    }
  `;
}
