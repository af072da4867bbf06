/** Up to 991 px the header is mobile (SPEC section 9). */
export const HEADER_MOBILE_MAX_WIDTH_PX = 991;

/** Media query of the desktop header. */
export const DESKTOP_QUERY = `(min-width: ${HEADER_MOBILE_MAX_WIDTH_PX + 1}px)`;
