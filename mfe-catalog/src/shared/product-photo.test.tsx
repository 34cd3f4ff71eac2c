import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PICTURE_SIZES, type ProductDetail, type ProductList } from '@sf/contracts';
import { routeDataKey } from '@sf/remote-contract';
import { BLACK_PHOTO, product, TAN_PHOTO } from '../test/fixtures';
import { stubApi } from '../test/fake-api';
import { categoryListing, summaries, summary } from '../test/listing-fixtures';
import { listingProps, renderPage } from '../test/listing-render';
import { pageProps, renderInShell } from '../test/render';
import { CategoryPage } from '../features/category/category-page';
import { ProductPage } from '../features/product/product-page';
import { forgetAllListings } from '../features/listing';
import { ProductCard } from './product-card';

const imageOf = (picture: Element | undefined) => picture?.querySelector('img');
const pdpProps = (path: string) => {
  const props = pageProps<ProductDetail>(path);
  return { ...props, initialData: { key: routeDataKey(props.route), data: product }, addToCart: vi.fn() };
};

describe('product photos', () => {
  it('renders a card photo as <picture>: AVIF and WebP sources, a JPEG <img> with its size reserved, lazy by default', () => {
    const card = summary(1);
    const { container } = renderInShell(<ProductCard product={card} />);
    const sources = [...container.querySelectorAll('picture > source')].map((source) => [source.getAttribute('type'), source.getAttribute('sizes')]);
    expect(sources).toEqual([
      ['image/avif', PICTURE_SIZES.productCard],
      ['image/webp', PICTURE_SIZES.productCard],
    ]);
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(card.picture?.srcset.avif);
    const image = container.querySelector('picture > img');
    expect(image?.getAttribute('src')).toBe(card.image);
    expect(image?.getAttribute('srcset')).toBe(card.picture?.srcset.jpeg);
    expect([image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('loading'), image?.getAttribute('alt')]).toEqual([
      '1280',
      '1280',
      'lazy',
      '',
    ]);
  });

  it('falls back to the drawn image in a square box when a product has no photo', () => {
    const { container } = renderInShell(<ProductCard product={summary(1, { image: '/images/products/NB1001/tan.svg', picture: null })} />);
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img');
    expect([image?.getAttribute('src'), image?.getAttribute('width'), image?.getAttribute('height')]).toEqual([
      '/images/products/NB1001/tan.svg',
      '600',
      '600',
    ]);
  });

  it("loads a listing's first row of photos at once and the rest lazily", () => {
    forgetAllListings();
    stubApi([]);
    const { container } = renderPage(CategoryPage, listingProps<ProductList>('/c/women/boots', {}, categoryListing({ items: summaries(1, 6), total: 6 })));
    const loading = [...container.querySelectorAll('picture > img')].map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(container.querySelector('[fetchpriority]')).toBeNull();
  });

  it('shows the product page photo of the colour in the URL, eager and high priority, with the gallery sizes the head preloads', () => {
    stubApi([{ path: '/api/catalog/products/NB1001/complete-the-look', body: { items: [] } }]);
    const { container } = renderInShell(<ProductPage {...pdpProps(`${product.path}/black`)} />);
    const [main] = container.querySelectorAll('picture');
    expect(main?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(`/images/photos/${BLACK_PHOTO}/`);
    expect(main?.querySelector('source')?.getAttribute('sizes')).toBe(PICTURE_SIZES.productGallery);
    expect([imageOf(main)?.getAttribute('loading'), imageOf(main)?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(imageOf(main)?.getAttribute('alt')).toBe('Ridge Hiker Boot in Black');

    fireEvent.click(screen.getByRole('button', { name: 'Tan' }));
    const [changed] = container.querySelectorAll('picture');
    expect(changed?.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(`/images/photos/${TAN_PHOTO}/`);
    expect(imageOf(changed)?.getAttribute('src')).toBe(`/images/photos/${TAN_PHOTO}/640.jpg`);
  });
});
