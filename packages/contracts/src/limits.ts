/** Business limits the browser and the server both enforce. */
export const MAX_LINE_QUANTITY = 10;
/** Spec §2/§9: category and search pages kept alive, at most this many. */
export const MAX_KEPT_ALIVE_PAGES = 5;
