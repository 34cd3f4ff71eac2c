/**
 * Issue 25: page fragments are CMS pages whose slug starts with `_`: each brand's home page and its category
 * landings. The edge places them inside other pages; they have no URL of their own (the public page API and the
 * sitemaps leave them out). The `content_pages` table has no brand column, so the brand is part of the slug.
 */
import type { BrandKey } from '@sf/remote-contract';

export const FRAGMENT_PREFIX = '_';
export const brandHomeSlug = (brand: BrandKey) => `_brand/${brand}/home`;
export const categoryLandingSlug = (brand: BrandKey, topCategory: string) => `_brand/${brand}/category/${topCategory}`;
