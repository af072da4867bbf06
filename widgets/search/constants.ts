/** Debounce of the first search request, and of later ones once results show (SPEC section 9). */
export const FIRST_SEARCH_DEBOUNCE_MS = 100;
export const SEARCH_DEBOUNCE_MS = 250;

/** A failed search is retried once (the request helper waits 2000 ms times the attempt), then the error dialog shows. */
export const SEARCH_RETRIES = 1;

/** The submit button stays loading this long while the next page loads (SPEC section 9). */
export const SUBMIT_LOADING_MS = 3_000;

/** Browser storage key of the search history (SPEC section 3). */
export const HISTORY_STORAGE_KEY = 'searchHistory';

/** At most this many history entries are kept. */
export const MAX_HISTORY_ENTRIES = 10;

/** Group types of help hits (SPEC section 3). */
export const HELP_GROUPS = ['HELP_CONTACT_PAGE', 'INFORMATION_PAGE', 'HELP_CONTACT_HOME_PAGE', 'FAQ'] as const;

/**
 * From this width of its own box the search is a Suche button that opens the search overlay; below it, the box with a
 * magnifier instead of the Suche text (SPEC sections 2 and 9, applied to the width the theme gives the tag).
 */
export const SEARCH_DESKTOP_MIN_WIDTH_PX = 992;
