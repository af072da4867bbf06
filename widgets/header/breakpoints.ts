/** Up to 991 px of its own box the header shows the phone row (SPEC section 9, applied to the width the theme gives it). */
export const HEADER_MOBILE_MAX_WIDTH_PX = 991;

/** From this width of its box the header shows the desktop row: logo, navigation, Suche, account and cart. */
export const HEADER_DESKTOP_MIN_WIDTH_PX = HEADER_MOBILE_MAX_WIDTH_PX + 1;
