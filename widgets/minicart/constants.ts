/** Who asks the add call to put a product in the cart, for the API's tracking (SPEC section 3). */
export const ADD_TO_CART_SOURCE = { component: 'product_page', componentAction: 'add_to_cart' } as const;

/** The quantity picker offers 1 to this many pieces (more only when a line already holds more). */
export const MAX_SELECTABLE_QUANTITY = 10;


/**
 * Height a buy button named by id keeps from its first paint: its placeholder's, which is a loaded button's with one
 * row of sizes (legend, sizes, button and their gaps: a browser test measures both), so that neither the product's
 * arrival nor a note in its place moves what the page has below it.
 */
export const BUY_BOX_MIN_HEIGHT_PX = 156;

/**
 * Height a product view keeps from its first paint, and the tag's `min-height` the catalog proposes: a phone's
 * column (the gallery above the details) shows the image and the start of the details in it.
 */
export const PRODUCT_VIEW_MIN_HEIGHT_PX = 480;

/** The product view's own width from which the gallery stands beside the details (a container query). */
export const PRODUCT_VIEW_TWO_COLUMNS_PX = 640;
