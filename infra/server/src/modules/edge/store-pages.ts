/**
 * First data of the issue 25 store pages: /find-in-store/{productId} (the nearest stores to `?place=` with the
 * product's units per size) and /stores/{storeId} (the store, its clock, its ShoeStore JSON-LD).
 */
import type { ProductDetail } from '@sf/contracts';
import { BRANDS, LOCALES } from '@sf/remote-contract';
import { isStoreOpenAt, STORE_PLACE_MAX, type FindInStoreData, type StoreDetailData } from '@sf/contracts/store-pickup';
import type { SiteContext } from '../../site-context';
import type { StoresService } from '../stores';

export async function findInStoreData(
  stores: StoresService,
  site: SiteContext,
  product: ProductDetail,
  query: Record<string, string | undefined>,
): Promise<FindInStoreData> {
  const place = query.place?.trim().slice(0, STORE_PLACE_MAX) || null;
  const variants = product.variants.map(({ variantId, size, colour }) => ({ variantId, size, colour }));
  const variantId = variants.some((variant) => variant.variantId === query.size) ? (query.size ?? null) : null;
  const nearby = place ? await stores.nearby(site, { place, productId: product.productId }) : null;
  return { product: { productId: product.productId, name: product.name, path: product.path, variants }, place, variantId, nearby };
}

/** The site's brand's store in the site's country, or null (another brand's or country's store is not on this site). */
export async function storeDetailData(stores: StoresService, site: SiteContext, storeId: string): Promise<StoreDetailData | null> {
  const store = await stores.byId(storeId, site.brand);
  if (!store || store.address.country !== LOCALES[site.locale].country) return null;
  const { brand: _brand, ...detail } = store;
  const list = await stores.list(site);
  return {
    ...detail,
    openNow: isStoreOpenAt(store.openingHours, store.timeZone, new Date()),
    country: {
      stores: list.stores.map((entry) => ({ id: entry.id, name: entry.name, latitude: entry.location.latitude, longitude: entry.location.longitude })),
      map: list.map,
    },
  };
}

const SCHEMA_DAYS = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' } as const;

/** schema.org ShoeStore (a LocalBusiness) for the head: address, phone, position and opening hours. */
export function storeJsonLd(store: StoreDetailData): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ShoeStore',
    '@id': `#store-${store.id}`,
    name: store.name,
    telephone: store.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address.line1,
      postalCode: store.address.postalCode,
      addressLocality: store.address.city,
      addressCountry: store.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.location.latitude, longitude: store.location.longitude },
    openingHoursSpecification: store.openingHours
      .filter((day) => day.opens && day.closes)
      .map((day) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.day]}`, opens: day.opens, closes: day.closes })),
    brand: { '@type': 'Brand', name: Object.values(BRANDS).find((brand) => store.name.startsWith(`${brand.name} `))?.name ?? store.name },
  };
}
