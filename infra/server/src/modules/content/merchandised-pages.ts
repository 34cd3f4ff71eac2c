/**
 * Issue 25: the merchandised pages, built for every big site language from merchandised-texts.ts: each brand's home
 * page and category landings (fragments under `_brand/<brand>/`, read by the edge, never served at their own URL),
 * about-us, articles, product ingredients, the campaign pages, the pro pages, the customer-service privacy policy and
 * the every-block showcase. Pictures are campaign art drawn at seed time (campaign-art.ts).
 */
import type { ContentBlock } from '@sf/contracts';
import { BRAND_KEYS, LANGUAGES, type BrandKey, type Language } from '@sf/remote-contract';
import { art, SIZES } from './campaign-art';
import { brandHomeSlug, categoryLandingSlug } from './fragments';
import { MERCH_TEXTS, type MerchTexts } from './merchandised-texts';
import type { PageSeed } from './seed-data';

/** The products of the `/{product}pro/…` pages (spec §2): /futurepro/pro-stories, /classicpro/pro-repository. */
export const PRO_PRODUCTS = { future: 'Future', classic: 'Classic' } as const;

// Order: en de fr it es nl pl pt (contracts LANGUAGES).
const WORDS: Record<string, string[]> = {
  women: ['Women', 'Damen', 'Femme', 'Donna', 'Mujer', 'Dames', 'Damskie', 'Mulher'],
  men: ['Men', 'Herren', 'Homme', 'Uomo', 'Hombre', 'Heren', 'Męskie', 'Homem'],
  kids: ['Kids', 'Kinder', 'Enfant', 'Bambini', 'Niños', 'Kinderen', 'Dziecięce', 'Criança'],
  boots: ['Boots', 'Stiefel', 'Bottes', 'Stivali', 'Botas', 'Laarzen', 'Trzewiki', 'Botas'],
  shoes: ['Shoes', 'Schuhe', 'Chaussures', 'Scarpe', 'Zapatos', 'Schoenen', 'Półbuty', 'Sapatos'],
  sneakers: ['Sneakers', 'Sneaker', 'Baskets', 'Sneakers', 'Zapatillas', 'Sneakers', 'Sneakersy', 'Sapatilhas'],
  skate: ['Skate', 'Skateschuhe', 'Skate', 'Skate', 'Skate', 'Skateschoenen', 'Deskorolkowe', 'Skate'],
  jackets: ['Jackets', 'Jacken', 'Vestes', 'Giacche', 'Chaquetas', 'Jassen', 'Kurtki', 'Casacos'],
  tops: ['Tops', 'Oberteile', 'Hauts', 'Maglie', 'Camisetas', 'Tops', 'Bluzy', 'Camisolas'],
  trousers: ['Trousers', 'Hosen', 'Pantalons', 'Pantaloni', 'Pantalones', 'Broeken', 'Spodnie', 'Calças'],
};
const word = (key: string, language: Language): string => WORDS[key]?.[LANGUAGES.indexOf(language)] ?? key;

const AUDIENCES = ['women', 'men', 'kids'] as const;
/** The ranges (second level) each brand's audiences have in the catalogue's category trees. */
const RANGES: Record<BrandKey, Record<(typeof AUDIENCES)[number], string[]>> = {
  northbound: { women: ['boots', 'shoes'], men: ['boots', 'shoes'], kids: ['boots'] },
  kerbside: { women: ['sneakers', 'skate'], men: ['sneakers', 'skate'], kids: ['sneakers', 'skate'] },
  fieldwear: { women: ['jackets', 'tops', 'trousers'], men: ['jackets', 'tops', 'trousers'], kids: ['jackets', 'tops'] },
};
const MOTIF: Record<BrandKey, 'peaks' | 'street' | 'field'> = { northbound: 'peaks', kerbside: 'street', fieldwear: 'field' };
const HERO_CATEGORY: Record<BrandKey, string> = { northbound: '/c/women/boots', kerbside: '/c/men/sneakers', fieldwear: '/c/women/jackets' };
/** The first products of each brand's seeded catalogue (ids start at 1001). */
const productIds = (brand: BrandKey, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${brand === 'northbound' ? 'NB' : brand === 'kerbside' ? 'KS' : 'FW'}${1001 + from + i}`);

const ALT = {
  hero: { northbound: 'Hikers on a ridge at sunrise', kerbside: 'A city street at dusk', fieldwear: 'Rain over green hills' },
} as const;

const page = (slug: string, language: Language, title: string, description: string, blocks: ContentBlock[], overlay = false): PageSeed => ({
  slug,
  language,
  title,
  description,
  overlayHeader: overlay,
  headerStyle: overlay ? 'light' : 'dark',
  blocks,
});

function homeBlocks(brand: BrandKey, t: MerchTexts, language: Language): ContentBlock[] {
  const b = t.brand[brand];
  const motif = MOTIF[brand];
  return [
    { type: 'promoBar', text: b.promo, link: { label: t.promoLink, href: '/discounts' } },
    {
      type: 'hero',
      title: b.heroTitle,
      text: b.heroText,
      image: art(motif, brand, 1, SIZES.hero, ALT.hero[brand]),
      cta: { label: b.heroCta, href: HERO_CATEGORY[brand] },
    },
    {
      type: 'tiles',
      title: t.shopByCategory,
      items: AUDIENCES.map((audience, i) => ({ image: art('studio', brand, 10 + i, SIZES.tile, ''), label: word(audience, language), href: `/c/${audience}` })),
    },
    { type: 'productRecommendations', title: t.newArrivals, source: { kind: 'new-arrivals' }, limit: 8 },
    {
      type: 'banner',
      title: b.editorialTitle,
      text: b.editorialText,
      image: art(motif, brand, 2, SIZES.wide, ''),
      cta: { label: t.shopAll, href: '/collections/top-rated' },
      imageSide: 'start',
    },
    { type: 'productRecommendations', title: t.bestsellers, source: { kind: 'bestsellers' }, limit: 8 },
    { type: 'shopTheLook', title: t.lookTitle, text: t.lookText, image: art('studio', brand, 20, SIZES.square, ''), productIds: productIds(brand, 0, 3) },
    {
      type: 'communitySlider',
      title: t.community,
      items: t.communityQuotes.map((quote, i) => ({
        image: art('portrait', brand, 30 + i, SIZES.portrait, ''),
        name: ['Ailsa M.', 'Tomás R.', 'Kasia W.'][i] ?? 'Ailsa M.',
        quote,
      })),
    },
  ];
}

function categoryLandingBlocks(brand: BrandKey, audience: (typeof AUDIENCES)[number], t: MerchTexts, language: Language): ContentBlock[] {
  const name = word(audience, language);
  return [
    {
      type: 'hero',
      // The category page's h1 is the category's name; the hero carries the range's line.
      title: t.categoryHeroText.replace('{category}', name),
      image: art(MOTIF[brand], brand, 40 + AUDIENCES.indexOf(audience), SIZES.hero, ''),
    },
    {
      type: 'tiles',
      title: t.featured,
      items: RANGES[brand][audience].map((range, i) => ({
        image: art('studio', brand, 50 + AUDIENCES.indexOf(audience) * 5 + i, SIZES.tile, ''),
        label: word(range, language),
        href: `/c/${audience}/${range}`,
      })),
    },
  ];
}

const accordion = (items: Array<{ title: string; body: string }>, title?: string): ContentBlock =>
  title ? { type: 'accordion', title, items } : { type: 'accordion', items };

function sitePages(t: MerchTexts, language: Language): PageSeed[] {
  const nb: BrandKey = 'northbound';
  const articleCards: ContentBlock = {
    type: 'tiles',
    title: t.articlesTitle,
    items: t.articles.map((article, i) => ({
      image: art('peaks', nb, 60 + i, SIZES.tile, ''),
      label: article.title,
      text: article.summary,
      href: `/articles/${article.slug}`,
    })),
  };
  const partners: ContentBlock = {
    type: 'partners',
    title: t.partners,
    items: [
      { name: 'Cobbler & Co', text: t.partnerTexts[0], href: '/stores' },
      { name: 'Tannery Trust', text: t.partnerTexts[1], href: '/product-ingredients' },
      { name: 'Sole Again', text: t.partnerTexts[2], href: '/articles/boot-care-guide' },
    ],
  };
  const video = (seed: number, title: string): ContentBlock => ({
    type: 'video',
    title,
    poster: art('peaks', nb, seed, SIZES.wide, ''),
    source: { provider: 'youtube', videoId: 'aqz-KE-bpKQ' },
  });
  const pages: PageSeed[] = [
    page(
      'about-us',
      language,
      t.aboutTitle,
      t.aboutHeroText,
      [
        { type: 'hero', title: t.aboutTitle, text: t.aboutHeroText, image: art('peaks', nb, 70, SIZES.hero, '') },
        { type: 'banner', title: t.aboutStoryTitle, text: t.aboutStoryText, image: art('studio', nb, 71, SIZES.wide, ''), imageSide: 'start' },
        { type: 'banner', title: t.aboutRepairTitle, text: t.aboutRepairText, image: art('field', 'fieldwear', 72, SIZES.wide, ''), imageSide: 'end' },
        partners,
        {
          type: 'links',
          links: [
            { label: t.articlesTitle, href: '/articles' },
            { label: t.ingredientsTitle, href: '/product-ingredients' },
            { label: t.classicTitle, href: '/classic-6-inch-boot' },
            { label: t.futureTitle, href: '/future73' },
            { label: t.proStoriesTitle.replaceAll('{product}', PRO_PRODUCTS.future), href: '/futurepro/pro-stories' },
            { label: t.proStoriesTitle.replaceAll('{product}', PRO_PRODUCTS.classic), href: '/classicpro/pro-stories' },
            { label: t.privacyTitle, href: '/customer-service/privacy-policy' },
          ],
        },
      ],
      // As before issue 25: the header lies over the about page's hero picture.
      true,
    ),
    page('articles', language, t.articlesTitle, t.articlesIntro, [{ type: 'paragraph', text: t.articlesIntro }, articleCards]),
    ...t.articles.map((article, i) =>
      page(`articles/${article.slug}`, language, article.title, article.summary, [
        { type: 'hero', title: article.title, text: article.summary, image: art('peaks', nb, 60 + i, SIZES.hero, '') },
        ...article.body.map((text): ContentBlock => ({ type: 'paragraph', text })),
        { type: 'links', links: [{ label: t.articlesTitle, href: '/articles' }] },
      ]),
    ),
    page('product-ingredients', language, t.ingredientsTitle, t.ingredientsIntro, [
      { type: 'paragraph', text: t.ingredientsIntro },
      accordion(t.ingredients),
      { type: 'links', links: [{ label: t.aboutTitle, href: '/about-us' }] },
    ]),
    page('classic-6-inch-boot', language, t.classicTitle, t.classicText, [
      {
        type: 'hero',
        title: t.classicTitle,
        text: t.classicText,
        image: art('peaks', nb, 80, SIZES.hero, ''),
        cta: { label: t.shopAll, href: '/c/men/boots' },
      },
      { type: 'banner', title: t.classicTitle, text: t.classicStory, image: art('studio', nb, 81, SIZES.wide, ''), imageSide: 'end' },
      { type: 'productRecommendations', title: t.bestsellers, source: { kind: 'category', slug: 'men/boots' }, limit: 8 },
      video(82, t.videoTitle),
    ]),
    page('future73', language, t.futureTitle, t.futureText, [
      {
        type: 'hero',
        title: t.futureTitle,
        text: t.futureText,
        image: art('studio', 'kerbside', 90, SIZES.hero, ''),
        cta: { label: t.shopAll, href: '/collections/new-arrivals' },
      },
      {
        type: 'hotspotShop',
        title: t.lookTitle,
        image: art('studio', nb, 91, SIZES.square, ''),
        hotspots: productIds(nb, 3, 3).map((productId, i) => ({ productId, x: 25 + i * 25, y: 40 + (i % 2) * 20 })),
      },
      { type: 'banner', title: t.futureTitle, text: t.futureStory, image: art('street', 'kerbside', 92, SIZES.wide, ''), imageSide: 'start' },
      { type: 'productRecommendations', title: t.newArrivals, source: { kind: 'new-arrivals' }, limit: 8 },
    ]),
    page('customer-service/privacy-policy', language, t.privacyTitle, t.privacyIntro, [
      { type: 'paragraph', text: t.privacyIntro },
      accordion(t.privacy),
      { type: 'links', links: [{ label: t.contactCta, href: '/help' }] },
    ]),
  ];
  for (const [key, product] of Object.entries(PRO_PRODUCTS)) {
    const name = (text: string) => text.replaceAll('{product}', product);
    pages.push(
      page(`${key}pro/pro-stories`, language, name(t.proStoriesTitle), name(t.proStoriesText), [
        { type: 'hero', title: name(t.proStoriesTitle), text: name(t.proStoriesText), image: art('field', 'fieldwear', 100, SIZES.hero, '') },
        {
          type: 'communitySlider',
          title: name(t.proStoriesTitle),
          items: t.proStories.map((quote, i) => ({
            image: art('portrait', 'fieldwear', 101 + i, SIZES.portrait, ''),
            name: ['Callum F.', 'Inès D.', 'Piotr K.'][i] ?? 'Callum F.',
            quote,
          })),
        },
        video(104, t.videoTitle),
        { type: 'links', links: [{ label: name(t.proRepositoryTitle), href: `/${key}pro/pro-repository` }] },
      ]),
      page(`${key}pro/pro-repository`, language, name(t.proRepositoryTitle), name(t.proRepositoryText), [
        { type: 'paragraph', text: name(t.proRepositoryText) },
        accordion(t.proRepository),
        { type: 'links', links: [{ label: name(t.proStoriesTitle), href: `/${key}pro/pro-stories` }] },
      ]),
    );
  }
  pages.push(page('cms-showcase', language, 'CMS showcase', 'Every CMS block type on one page.', showcaseBlocks(t, language)));
  return pages;
}

/** Every block type once (and the page's h1 from its hero): the sandbox that the browser test checks with axe. */
function showcaseBlocks(t: MerchTexts, language: Language): ContentBlock[] {
  const nb: BrandKey = 'northbound';
  const home = homeBlocks(nb, t, language);
  const others: ContentBlock[] = [
    { type: 'heading', text: t.aboutStoryTitle },
    { type: 'paragraph', text: t.aboutStoryText.replaceAll('{brand}', 'Northbound') },
    { type: 'links', links: [{ label: t.articlesTitle, href: '/articles' }] },
    {
      type: 'megaMenu',
      title: t.menuTitle,
      items: AUDIENCES.map((audience) => ({
        label: word(audience, language),
        href: `/c/${audience}`,
        children: RANGES.northbound[audience].map((range) => ({ label: word(range, language), href: `/c/${audience}/${range}`, children: [] })),
      })),
    },
    {
      type: 'carousel',
      title: t.articlesTitle,
      // The one carousel that advances by itself (and so offers Pause), to show and test that behaviour.
      autoAdvanceSeconds: 6,
      slides: t.articles.map((article, i) => ({
        image: art('peaks', nb, 60 + i, SIZES.wide, ''),
        title: article.title,
        text: article.summary,
        link: { label: t.readMore, href: `/articles/${article.slug}` },
      })),
    },
    accordion(t.ingredients, t.ingredientsTitle),
    { type: 'productRecommendations', title: word('boots', language), source: { kind: 'category', slug: 'women/boots' }, limit: 4 },
    { type: 'productRecommendations', title: t.lookTitle, source: { kind: 'ids', ids: productIds(nb, 0, 4) }, limit: 4 },
    {
      type: 'popup',
      id: 'newsletter-showcase',
      title: t.popupTitle,
      text: t.popupText,
      cta: { label: t.popupCta, href: '/newsletter-subscription' },
      delaySeconds: 1,
    },
    {
      type: 'ugcGallery',
      title: t.ugc,
      items: [0, 1, 2, 3, 4, 5].map((i) => ({
        image: art(i % 2 ? 'field' : 'peaks', nb, 110 + i, SIZES.square, ''),
        author: `@trail_${['moss', 'fern', 'crag', 'tarn', 'scree', 'heath'][i]}`,
      })),
    },
    { type: 'video', title: t.videoTitle, poster: art('peaks', nb, 82, SIZES.wide, ''), source: { provider: 'youtube', videoId: 'aqz-KE-bpKQ' } },
    {
      type: 'hotspotShop',
      title: t.lookTitle,
      image: art('studio', nb, 91, SIZES.square, ''),
      hotspots: productIds(nb, 3, 3).map((productId, i) => ({ productId, x: 25 + i * 25, y: 40 + (i % 2) * 20 })),
    },
    {
      type: 'partners',
      title: t.partners,
      items: [{ name: 'Cobbler & Co', text: t.partnerTexts[0], href: '/stores' }],
    },
  ];
  const [promo, hero, ...rest] = home;
  return [promo, hero, ...others, ...rest].filter((block): block is ContentBlock => block !== undefined);
}

export function merchandisedPages(): PageSeed[] {
  return LANGUAGES.flatMap((language) => {
    const t = MERCH_TEXTS[language];
    return [
      ...BRAND_KEYS.map((brand) => ({
        // The shell's default header (not over the page: the promo bar sits under it).
        ...page(brandHomeSlug(brand), language, t.brand[brand].heroTitle, t.brand[brand].heroText, homeBlocks(brand, t, language)),
        headerStyle: 'light' as const,
      })),
      ...BRAND_KEYS.flatMap((brand) =>
        AUDIENCES.map((audience) =>
          page(categoryLandingSlug(brand, audience), language, word(audience, language), '', categoryLandingBlocks(brand, audience, t, language)),
        ),
      ),
      ...sitePages(t, language),
    ];
  });
}
