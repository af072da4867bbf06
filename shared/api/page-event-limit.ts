/** Most times one shop event is counted in one batch a page sends (the page stops counting there, the server refuses more). */
export const MAX_EVENT_COUNT = 1000;
