import { describe, expect, it } from 'vitest';
import type { CmsPage, ContentBlock } from '@sf/contracts';
import { LANGUAGES } from '@sf/remote-contract';
import { CmsPageSchema, ContentBlockSchema, CONTENT_BLOCK_TYPES } from '@sf/contracts/api';
import { describeDatabases } from '../../test/databases';
import { merchandisedPages } from './merchandised-pages';

const PUBLIC_SLUGS = [
  'about-us',
  'articles',
  'articles/boot-care-guide',
  'articles/layering-explained',
  'articles/finding-your-size',
  'product-ingredients',
  'classic-6-inch-boot',
  'future73',
  'futurepro/pro-stories',
  'futurepro/pro-repository',
  'classicpro/pro-stories',
  'classicpro/pro-repository',
  'customer-service/privacy-policy',
  'cms-showcase',
];

describe('CMS block schema', () => {
  const image = { id: '0123456789abcdef', width: 1280, height: 560, alt: '' };

  it('accepts every seeded page in every language, and the showcase has every block type', () => {
    const pages = merchandisedPages();
    for (const page of pages) expect(CmsPageSchema.safeParse(page).success, page.slug).toBe(true);
    for (const language of LANGUAGES) {
      const showcase = pages.find((page) => page.slug === 'cms-showcase' && page.language === language);
      expect(new Set(showcase?.blocks.map((block) => block.type))).toEqual(new Set(CONTENT_BLOCK_TYPES));
      for (const slug of PUBLIC_SLUGS)
        expect(
          pages.some((page) => page.slug === slug && page.language === language),
          `${slug} ${language}`,
        ).toBe(true);
    }
  });

  it.each([
    ['a script URL', { type: 'hero', title: 'Hi', image, cta: { label: 'Go', href: 'javascript:alert(1)' } }, 'expected an app path'],
    ['a protocol-relative URL', { type: 'banner', title: 'Hi', image, cta: { label: 'Go', href: '//evil.example' } }, 'expected an app path'],
    ['an image that is not the pipeline’s', { type: 'hero', title: 'Hi', image: { ...image, id: '../../etc/passwd' } }, 'expected an image id'],
    ['a YouTube id with a query', { type: 'video', title: 'Film', poster: image, source: { provider: 'youtube', videoId: 'abc?autoplay=1' } }, '11-character'],
    ['a video from another origin', { type: 'video', title: 'Film', poster: image, source: { provider: 'file', src: 'https://cdn.example/a.mp4' } }, '/media/'],
    [
      'a hotspot off the picture',
      { type: 'hotspotShop', title: 'Look', image, hotspots: [{ productId: 'NB1001', x: 140, y: 20 }] },
      '"path":["hotspots",0,"x"]',
    ],
    ['a carousel without slides', { type: 'carousel', title: 'News', slides: [] }, '"path":["slides"]'],
    ['an unknown product source', { type: 'productRecommendations', title: 'Picks', source: { kind: 'everything' } }, 'kind'],
    ['an unknown block type', { type: 'iframe', src: 'https://example.com' }, 'type'],
  ])('refuses %s, saying what is wrong', (_name, block, message) => {
    const result = ContentBlockSchema.safeParse(block);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(message);
  });

  it('ignores products a writer sends: the server fills them', () => {
    const parsed = ContentBlockSchema.parse({ type: 'productRecommendations', title: 'Picks', source: { kind: 'new-arrivals' } });
    expect(parsed).toMatchObject({ limit: 8 });
  });
});

describeDatabases('merchandised CMS pages', (context) => {
  const get = async <T>(url: string, status = 200): Promise<T> => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };
  const productBlocks = (page: CmsPage) =>
    page.blocks.filter((block): block is Extract<ContentBlock, { type: 'productRecommendations' }> => block.type === 'productRecommendations');

  it.each(PUBLIC_SLUGS)('serves /%s in every big language', async (slug) => {
    const titles = new Set<string>();
    for (const locale of ['uk-en', 'de-de', 'fr-fr', 'it-it', 'es-es', 'nl-nl', 'pl-pl', 'pt-pt']) {
      const page = await get<CmsPage>(`/api/content/pages/${slug}?brand=kerbside&locale=${locale}`);
      expect(JSON.stringify(page)).not.toContain('{brand}');
      titles.add(`${page.title}|${page.description}`);
    }
    // Written in each language, not an English fallback (the showcase's title is an internal English label).
    if (slug !== 'cms-showcase' && slug !== 'future73') expect(titles.size).toBe(8);
  });

  it('resolves product blocks from the catalogue per brand and locale, with prices in the site currency', async () => {
    const uk = await get<CmsPage>('/api/content/pages/cms-showcase?brand=northbound&locale=uk-en');
    const blocks = productBlocks(uk);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const block of blocks) {
      expect(block.products?.length, block.title).toBeGreaterThan(0);
      expect(block.products?.length).toBeLessThanOrEqual(block.limit);
      for (const product of block.products ?? []) expect(product.productId.startsWith('NB')).toBe(true);
    }
    const newArrivals = blocks.find((block) => block.source.kind === 'new-arrivals');
    for (const product of newArrivals?.products ?? []) expect(product.badges).toContain('new');
    const listed = blocks.find((block) => block.source.kind === 'ids');
    expect(listed?.products?.map((product) => product.productId)).toEqual(['NB1001', 'NB1002', 'NB1003', 'NB1004']);
    const hotspots = uk.blocks.find((block) => block.type === 'hotspotShop');
    expect(hotspots?.type === 'hotspotShop' && hotspots.products?.length).toBe(3);

    const polish = await get<CmsPage>('/api/content/pages/future73?brand=kerbside&locale=pl-pl');
    const kerbside = productBlocks(polish)[0]?.products ?? [];
    expect(kerbside.length).toBeGreaterThan(0);
    for (const product of kerbside) {
      expect(product.productId.startsWith('KS')).toBe(true);
      expect(product.price.list.currency).toBe('PLN');
    }
  });

  it('keeps page fragments (brand home pages) out of the public page API and the sitemap list', async () => {
    await get('/api/content/pages/_brand/northbound/home?brand=northbound&locale=uk-en', 404);
    const slugs = (await context.app.content.listPages()).map((page) => page.slug);
    expect(slugs.some((slug) => slug.startsWith('_'))).toBe(false);
    expect(slugs).toEqual(expect.arrayContaining(PUBLIC_SLUGS));
  });

  it('gives each brand its own merchandised home page with products of that brand', async () => {
    const site = (brand: 'northbound' | 'kerbside' | 'fieldwear') => ({ brand, locale: 'de-de' as const });
    const heroes = new Set<string>();
    for (const brand of ['northbound', 'kerbside', 'fieldwear'] as const) {
      const home = await context.app.content.getFragment(site(brand), `_brand/${brand}/home`);
      expect(home).not.toBeNull();
      const types = home?.blocks.map((block) => block.type) ?? [];
      expect(types).toEqual(expect.arrayContaining(['promoBar', 'hero', 'tiles', 'productRecommendations', 'banner']));
      const hero = home?.blocks.find((block) => block.type === 'hero');
      if (hero?.type === 'hero') heroes.add(`${hero.title}|${hero.image.id}`);
      const prefix = { northbound: 'NB', kerbside: 'KS', fieldwear: 'FW' }[brand];
      const products = productBlocks(home as CmsPage).flatMap((block) => block.products ?? []);
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((product) => product.productId.startsWith(prefix) && product.price.list.currency === 'EUR')).toBe(true);
    }
    expect(heroes.size).toBe(3);
  });

  it('serves the campaign art through the image pipeline', async () => {
    const home = await context.app.content.getFragment({ brand: 'fieldwear', locale: 'uk-en' }, '_brand/fieldwear/home');
    const hero = home?.blocks.find((block) => block.type === 'hero');
    const id = hero?.type === 'hero' ? hero.image.id : 'missing';
    const response = await context.app.inject({ method: 'GET', url: `/images/photos/${id}/320.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });
});
