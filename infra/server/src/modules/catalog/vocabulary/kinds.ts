/** Every kind of product the generator makes, keyed by the leaf category segment that sells it. */
import { APPAREL_KINDS } from './apparel-kinds';
import { FOOTWEAR_KINDS } from './footwear-kinds';
import type { KindStyle } from './kind-style';
import { SNEAKER_KINDS } from './sneaker-kinds';

export type ProductKind = keyof typeof FOOTWEAR_KINDS | keyof typeof SNEAKER_KINDS | keyof typeof APPAREL_KINDS;
export const KIND_STYLE: Record<ProductKind, KindStyle> = { ...FOOTWEAR_KINDS, ...SNEAKER_KINDS, ...APPAREL_KINDS };

export const isProductKind = (value: string): value is ProductKind => Object.hasOwn(KIND_STYLE, value);
export type { KindStyle, Silhouette } from './kind-style';
