/** Validation rules of spec §5: what a product id, a product path, a category path and a CMS slug may look like. */

/** A master product id: brand prefix and 4 to 6 digits, e.g. NB1001. */
export const PRODUCT_ID_PATTERN = /^[A-Z]{2}\d{4,6}$/;
/** `/p/{name-slug}-{productid}` with an optional colour segment, e.g. /p/ridge-hiker-boot-nb1001/tan. */
export const PRODUCT_PATH_PATTERN = /^\/p\/([a-z0-9]+(?:-[a-z0-9]+)*)-([a-z]{2}\d{4,6})(?:\/([a-z0-9]+(?:-[a-z0-9]+)*))?\/?$/;
/** `/c/` then one to four lowercase slug segments, e.g. /c/women/boots/hiking. */
export const CATEGORY_PATH_PATTERN = /^\/c\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}\/?$/;
/** Spec §5: a CMS slug ending in a 2-to-5-character file extension is not a page. */
export const FILE_EXTENSION_PATTERN = /\.[a-z0-9]{2,5}$/i;

export function isValidProductId(id: string): boolean {
  return PRODUCT_ID_PATTERN.test(id);
}

export function parseProductPath(path: string): { slug: string; productId: string; colour: string | null } | null {
  const match = PRODUCT_PATH_PATTERN.exec(path);
  if (!match) return null;
  return { slug: `${match[1]}-${match[2]}`, productId: (match[2] ?? '').toUpperCase(), colour: match[3] ?? null };
}

export function isValidCategoryPath(path: string): boolean {
  return CATEGORY_PATH_PATTERN.test(path);
}

/** `/collections/{slug}`: one lowercase slug segment, e.g. /collections/new-arrivals. */
export const COLLECTION_PATH_PATTERN = /^\/collections\/[a-z0-9]+(?:-[a-z0-9]+)*\/?$/;

export function isValidCollectionPath(path: string): boolean {
  return COLLECTION_PATH_PATTERN.test(path);
}

export function isValidCmsSlug(slug: string): boolean {
  return slug.length > 0 && !FILE_EXTENSION_PATTERN.test(slug) && /^[a-z0-9/_-]+$/i.test(slug);
}

export function productPath(name: string, productId: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/p/${slug}-${productId.toLowerCase()}`;
}

/**
 * Issue 25, spec §2: `/{product}pro/pro-stories` and `/{product}pro/pro-repository`, for the products that have a Pro
 * line (`/futurepro/pro-stories`, `/classicpro/pro-repository`).
 */
export const PRO_PRODUCTS = ['future', 'classic'] as const;
export function isValidProPagePath(path: string): boolean {
  const match = /^\/([a-z0-9]+)pro\/pro-(stories|repository)\/?$/.exec(path);
  return match !== null && (PRO_PRODUCTS as readonly string[]).includes(match[1] ?? '');
}
