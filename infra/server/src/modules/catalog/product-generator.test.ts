import { describe, expect, it } from 'vitest';
import { PRODUCT_ID_PATTERN } from '@sf/contracts';
import { BRAND_KEYS, LANGUAGES } from '@sf/remote-contract';
import { brandCategories } from './category-tree';
import { generateProduct } from './product-generator';

const sample = (brand: (typeof BRAND_KEYS)[number], count: number) => {
  const { leaves } = brandCategories(brand);
  return Array.from({ length: count }, (_, index) => generateProduct(brand, index, leaves));
};

describe('catalogue generator', () => {
  it('makes three brands, each with gendered category trees three levels deep', () => {
    expect(BRAND_KEYS).toEqual(['northbound', 'kerbside', 'fieldwear']);
    for (const brand of BRAND_KEYS) {
      const { categories, leaves } = brandCategories(brand);
      expect(new Set(categories.filter((category) => category.depth === 1).map((category) => category.slug))).toEqual(new Set(['women', 'men', 'kids']));
      for (const leaf of leaves) expect(leaf.slug.split('/')).toHaveLength(3);
      for (const category of categories) for (const language of LANGUAGES) expect(category.names[language]).toBeTruthy();
    }
    expect(brandCategories('fieldwear').leaves.map((leaf) => leaf.slug)).toEqual(
      expect.arrayContaining(['women/jackets/rain', 'men/trousers/trekking', 'kids/tops/fleece']),
    );
  });

  it('is deterministic per (brand, n) and gives FW ids to the apparel brand', () => {
    const { leaves } = brandCategories('fieldwear');
    expect(generateProduct('fieldwear', 42, leaves)).toEqual(generateProduct('fieldwear', 42, leaves));
    expect(generateProduct('fieldwear', 0, leaves).id).toBe('FW1001');
    expect(generateProduct('fieldwear', 0, leaves).id).toMatch(PRODUCT_ID_PATTERN);
  });

  it('names and describes every product in every language, keeping the model name', () => {
    for (const brand of BRAND_KEYS) {
      for (const product of sample(brand, 40)) {
        expect(product.texts.map((text) => text.language).sort()).toEqual([...LANGUAGES].sort());
        const model = product.name.split(' ')[0] ?? '';
        for (const text of product.texts) {
          expect(text.name).toContain(model);
          expect(text.description.length).toBeGreaterThan(40);
        }
        expect(product.texts.find((text) => text.language === 'en')?.name).toBe(product.name);
      }
    }
  });

  it('translates the type word, with real words the search stemmers know', () => {
    const hiking =
      sample('northbound', 17).find((product) => product.kind === 'hiking' && product.name.includes('Hiking Boot')) ??
      sample('northbound', 200).find((product) => product.kind === 'hiking' && product.name.includes('Hiking Boot'));
    const text = (language: string) => hiking?.texts.find((entry) => entry.language === language);
    expect(text('de')?.name).toMatch(/Wanderstiefel$/);
    expect(text('fr')?.name).toMatch(/^Chaussure de randonnée /);
    expect(text('de')?.description).toContain('Wanderstiefel');
    expect(text('fr')?.description).toContain('randonnée');
  });

  it('sizes shoes by audience and apparel in letters, with stock per warehouse, prices per currency and attributes', () => {
    const footwear = sample('northbound', 17);
    const sizesOf = (gender: string) => footwear.find((product) => product.gender === gender)?.variants.map((variant) => variant.size) ?? [];
    expect(sizesOf('women')).toContain('38');
    expect(sizesOf('men')).toContain('44');
    expect(sizesOf('kids')).toContain('30');
    expect(footwear.find((product) => product.gender === 'men')?.sizeChart).toBe('men-shoes');
    for (const product of sample('fieldwear', 30)) {
      expect(product.sizeChart).toBe('apparel');
      const sizes = [...new Set(product.variants.map((variant) => variant.size))];
      expect(sizes).toEqual(product.gender === 'kids' ? ['xs', 's', 'm', 'l'] : ['xs', 's', 'm', 'l', 'xl', 'xxl']);
      expect(product.variants[0]?.id).toMatch(/^FW\d+-[A-Z]+-XS$/);
      expect(product.inventory).toHaveLength(product.variants.length * 2);
      expect(product.prices).toHaveLength(6);
      expect(product.material).toBeTruthy();
    }
  });

  it('spreads release dates over two years, leaves some products unrated and derives "new" from the date', () => {
    const products = sample('kerbside', 300);
    const dates = products.map((product) => product.releasedOn).sort();
    expect(dates[0] && dates.at(-1) && Date.parse(dates.at(-1) ?? '') - Date.parse(dates[0] ?? '')).toBeGreaterThan(600 * 86_400_000);
    expect(products.some((product) => product.ratingAverage === null)).toBe(true);
    for (const product of products) {
      if (product.ratingAverage !== null) expect(product.ratingAverage).toBeGreaterThanOrEqual(3);
      if (product.badges.includes('new')) expect(product.releasedOn >= '2026-09-01').toBe(true);
    }
    expect(products.some((product) => product.badges.includes('bestseller'))).toBe(true);
  });
});
