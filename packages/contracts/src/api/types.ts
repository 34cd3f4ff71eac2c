/** Client-side types derived from the API schemas (type-only: no zod in the browser bundle). */
import type { z } from 'zod';
import type * as S from './index';

export type Money = z.infer<typeof S.MoneySchema>;
export type ApiError = z.infer<typeof S.ApiErrorSchema>;
export type Category = z.infer<typeof S.CategorySchema>;
export type ProductSummary = z.infer<typeof S.ProductSummarySchema>;
export type ProductDetail = z.infer<typeof S.ProductDetailSchema>;
export type Variant = z.infer<typeof S.VariantSchema>;
export type CategoryList = z.infer<typeof S.CategoryListSchema>;
export type ProductList = z.infer<typeof S.ProductListSchema>;
export type Basket = z.infer<typeof S.BasketSchema>;
export type BasketItem = z.infer<typeof S.BasketItemSchema>;
export type AddBasketItemBody = z.infer<typeof S.AddBasketItemBodySchema>;
export type UpdateBasketItemBody = z.infer<typeof S.UpdateBasketItemBodySchema>;
export type CmsPage = z.infer<typeof S.CmsPageSchema>;
export type ContentAsset = z.infer<typeof S.ContentAssetSchema>;
export type ContentBlock = z.infer<typeof S.ContentBlockSchema>;
export type Navigation = z.infer<typeof S.NavigationSchema>;
export type LocalePayload = z.infer<typeof S.LocalePayloadSchema>;
export type DialogDeclaration = z.infer<typeof S.DialogDeclarationSchema>;
export type RemoteEntry = z.infer<typeof S.RemoteEntrySchema>;
export type RemoteRegistry = z.infer<typeof S.RemoteRegistrySchema>;
export type HealthStatus = z.infer<typeof S.HealthStatusSchema>;
export type GeoCountry = z.infer<typeof S.GeoCountrySchema>;
export type GeoEntry = z.infer<typeof S.GeoEntrySchema>;
export type LatestBuild = z.infer<typeof S.LatestBuildSchema>;
export type { FeatureFlags } from './flags';
