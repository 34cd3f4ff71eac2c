/** What the product views need from a basket, supplied by the app (features do not import each other). */
export interface CartLine {
  productId: string;
  variantId: string;
  quantity: number;
  name: string;
}

export type AddToCartOutcome =
  | { ok: true }
  /** The server refused the line (stock, quantity limit) and said why. */
  | { ok: false; reason: 'rejected'; message: string }
  | { ok: false; reason: 'failed' };

export type AddToCart = (line: CartLine) => Promise<AddToCartOutcome>;
