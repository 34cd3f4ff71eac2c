/** Business limits the browser and the server both enforce. */
export const MAX_LINE_QUANTITY = 10;
/** Spec §2/§9: category and search pages kept alive, at most this many. */
export const MAX_KEPT_ALIVE_PAGES = 5;
/** Gift option and gift-card messages: at most this many characters. */
export const GIFT_MESSAGE_MAX_LENGTH = 200;
/** E-gift cards bought in the cart: allowed amounts in major units of the site currency. */
export const GIFT_CARD_MIN_AMOUNT = 10;
export const GIFT_CARD_MAX_AMOUNT = 500;
