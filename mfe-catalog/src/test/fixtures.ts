import type { Basket, CategoryList, CmsPage, Picture, ProductDetail, ProductSummary } from '@sf/contracts';
import { siteInfo } from '@sf/remote-contract';

export const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

/** A photo as the image pipeline describes it (two widths here; the server offers six). */
export const photo = (id: string): Picture => {
  const srcset = (format: string) => `/images/photos/${id}/320.${format} 320w, /images/photos/${id}/640.${format} 640w`;
  return { width: 1280, height: 1280, srcset: { avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpg') } };
};
export const TAN_PHOTO = 'a1a1a1a1a1a1a1a1';
export const BLACK_PHOTO = 'b2b2b2b2b2b2b2b2';

export const product: ProductDetail = {
  productId: 'NB1001',
  name: 'Ridge Hiker Boot',
  path: '/p/ridge-hiker-boot-nb1001',
  image: `/images/photos/${TAN_PHOTO}/640.jpg`,
  picture: photo(TAN_PHOTO),
  price: { list: gbp(14900), sale: null },
  colourCount: 2,
  badges: ['new'],
  description: 'A waterproof leather hiking boot.',
  breadcrumb: [
    { slug: 'women', name: 'Women' },
    { slug: 'women/boots', name: 'Boots' },
  ],
  colours: [
    { code: 'tan', name: 'Tan', hex: '#A0784F', image: `/images/photos/${TAN_PHOTO}/640.jpg`, picture: photo(TAN_PHOTO) },
    { code: 'black', name: 'Black', hex: '#1C1C1C', image: `/images/photos/${BLACK_PHOTO}/640.jpg`, picture: photo(BLACK_PHOTO) },
  ],
  variants: [
    { variantId: 'NB1001-TAN-5', size: '5', colour: 'tan', inStock: true, lowStock: null },
    { variantId: 'NB1001-TAN-6', size: '6', colour: 'tan', inStock: false, lowStock: null },
    { variantId: 'NB1001-TAN-7', size: '7', colour: 'tan', inStock: true, lowStock: 2 },
    { variantId: 'NB1001-BLACK-5', size: '5', colour: 'black', inStock: true, lowStock: null },
  ],
  sizeSystem: 'UK',
  rating: { average: 4.3, count: 27 },
  sizeChart: 'women-shoes',
  attributes: {
    material: 'Full-grain leather',
    fit: 'True to size',
    care: 'Wipe clean with a damp cloth',
    features: [{ code: 'waterproof', label: 'Waterproof' }],
  },
  gender: 'women',
  categorySlug: 'women/boots/hiking',
};

export const categories: CategoryList = {
  categories: [
    { id: 'c1', slug: 'women', name: 'Women', parentId: null, productCount: 40 },
    { id: 'c2', slug: 'women/boots', name: 'Boots', parentId: 'c1', productCount: 30 },
    { id: 'c3', slug: 'women/boots/hiking', name: 'Hiking', parentId: 'c2', productCount: 10 },
    { id: 'c4', slug: 'men', name: 'Men', parentId: null, productCount: 35 },
  ],
};

export const basket = (overrides: Partial<Basket> = {}): Basket => ({
  basketId: '6f1c3f7e-1111-4a4a-9b9b-000000000001',
  country: 'GB',
  currency: 'GBP',
  items: [],
  giftCardItems: [],
  totalItems: 0,
  subtotal: gbp(0),
  shippingMethods: [],
  selectedShippingMethod: 'standard',
  orderPromotions: [],
  shippingPromotions: [],
  couponCodes: [],
  giftOption: { enabled: false, message: '' },
  shippingRegion: null,
  paymentMethods: [],
  totals: {
    currency: 'GBP',
    merchandiseTotal: 0,
    orderDiscount: 0,
    totalWithoutTaxAfterDiscount: 0,
    shipping: 0,
    merchandiseTotalTax: 0,
    giftCardTotal: 0,
    total: 0,
    taxIncluded: true,
    taxCalculated: true,
    taxRateBasisPoints: 2000,
  },
  ...overrides,
});

/** Issue 25: a brand home page as the edge inlines it (a CMS page with its product blocks filled). */
const art = (id: string, width: number, height: number) => ({ id, width, height, alt: '' });
const summary = (productId: string, name: string): ProductSummary => ({
  productId,
  name,
  path: `/p/${name.toLowerCase().replaceAll(' ', '-')}-${productId.toLowerCase()}`,
  image: `/images/photos/${TAN_PHOTO}/640.jpg`,
  picture: photo(TAN_PHOTO),
  price: { list: { amount: 12900, currency: 'GBP' }, sale: null },
  rating: null,
  badges: ['new'],
  colourCount: 2,
});
export const homePage: CmsPage = {
  slug: '_brand/northbound/home',
  title: 'Made for the long way north',
  description: 'Resoleable boots.',
  overlayHeader: true,
  headerStyle: 'light',
  blocks: [
    { type: 'promoBar', text: 'Free resoling this month.', link: { label: 'See the offer', href: '/discounts' } },
    {
      type: 'hero',
      title: 'Made for the long way north',
      text: 'Resoleable boots.',
      image: art('c1c1c1c1c1c1c1c1', 1280, 560),
      cta: { label: 'Shop boots', href: '/c/women/boots' },
    },
    {
      type: 'tiles',
      title: 'Shop by category',
      items: [
        { image: art('d1d1d1d1d1d1d1d1', 960, 1200), label: 'Women', href: '/c/women' },
        { image: art('d2d2d2d2d2d2d2d2', 960, 1200), label: 'Men', href: '/c/men' },
      ],
    },
    {
      type: 'productRecommendations',
      title: 'New arrivals',
      source: { kind: 'new-arrivals' },
      limit: 8,
      products: [summary('NB1001', 'Ridge Hiker Boot'), summary('NB1002', 'Fell Walker')],
    },
  ],
};
