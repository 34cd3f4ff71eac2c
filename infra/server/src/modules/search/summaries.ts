/** Product cards straight from listing rows: localised name, price in the site currency, badges from stock and sale. */
import type { ProductSummary } from '@sf/contracts';
import type { Currency } from '@sf/remote-contract';
import { secondViewPicture } from '../catalog';
import { pictureOfImage } from '../images';

/** At or below this many units left in the site's warehouse a card shows the low-stock badge (as the catalog does). */
export const LOW_STOCK_THRESHOLD = 5;

export interface SummaryRow {
  product_id: string;
  /** The name in the site language (English when that translation is missing). */
  name: string;
  path: string;
  image: string;
  colour_count: number;
  badges: string[];
  rating_average: number | null;
  rating_count: number;
  price: number;
  list: number;
  stock: number;
}

export function toSummary(row: SummaryRow, currency: Currency): ProductSummary {
  const onSale = row.price < row.list;
  const badges = [...row.badges] as ProductSummary['badges'];
  if (onSale) badges.push('sale');
  if (row.stock <= LOW_STOCK_THRESHOLD) badges.push('low-stock');
  return {
    productId: row.product_id,
    name: row.name,
    path: row.path,
    image: row.image,
    // The index keeps the image URL; its srcsets follow from it (an index built before photos keeps SVGs: no picture).
    picture: pictureOfImage(row.image),
    secondPicture: secondViewPicture(row.image),
    price: { list: { amount: row.list, currency }, sale: onSale ? { amount: row.price, currency } : null },
    colourCount: row.colour_count,
    badges,
    rating:
      row.rating_average === null || row.rating_count === 0 ? null : { average: Math.round(Number(row.rating_average) * 10) / 10, count: row.rating_count },
  };
}
