import { ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Picture as PictureData } from '@sf/contracts';
import { renderInStorefront } from '../testing/render-in-storefront';
import { northboundTheme } from '../theme/northbound-theme';
import { Picture } from './picture';

const photo: PictureData = {
  width: 1280,
  height: 1280,
  srcset: {
    avif: '/images/photos/abc/320.avif 320w, /images/photos/abc/640.avif 640w',
    webp: '/images/photos/abc/320.webp 320w, /images/photos/abc/640.webp 640w',
    jpeg: '/images/photos/abc/320.jpg 320w, /images/photos/abc/640.jpg 640w',
  },
};
const SIZES = '(min-width: 48em) 50vw, 100vw';

describe('Picture', () => {
  it('offers AVIF, then WebP, then a JPEG <img> in every width, all with the same sizes', () => {
    const { container } = renderInStorefront(<Picture picture={photo} src="/images/photos/abc/640.jpg" alt="Ridge boot in tan" sizes={SIZES} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', photo.srcset.avif, SIZES],
      ['image/webp', photo.srcset.webp, SIZES],
    ]);
    const image = container.querySelector('picture > img');
    expect(image?.getAttribute('src')).toBe('/images/photos/abc/640.jpg');
    expect(image?.getAttribute('srcset')).toBe(photo.srcset.jpeg);
    expect(image?.getAttribute('sizes')).toBe(SIZES);
    expect(image?.getAttribute('alt')).toBe('Ridge boot in tan');
  });

  it('reserves its box from the photo size and loads lazily unless told otherwise', () => {
    const { container } = renderInStorefront(<Picture picture={photo} src="/x.jpg" alt="" sizes={SIZES} />);
    const image = container.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('loading')]).toEqual(['1280', '1280', 'lazy']);
    expect(getComputedStyle(image as Element).aspectRatio).toBe('1280 / 1280');
    expect(image?.hasAttribute('fetchpriority')).toBe(false);
  });

  it("marks a page's main photo eager and high priority, and renders the same markup on the server", () => {
    const main = <Picture picture={photo} src="/x.jpg" alt="" sizes={SIZES} loading="eager" fetchPriority="high" />;
    const image = renderInStorefront(main).container.querySelector('img');
    expect([image?.getAttribute('loading'), image?.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    const html = renderToString(<ThemeProvider theme={northboundTheme}>{main}</ThemeProvider>);
    expect(html).toMatch(/<picture[^>]*><source type="image\/avif" srcSet="[^"]+" sizes="[^"]+"\/><source type="image\/webp"/);
    expect(html).toContain('loading="eager"');
    // Emotion's server <style> goes before <picture>: nothing but sources may come before the <img> inside it.
    expect(html).toMatch(/<picture[^>]*>(<source [^>]*\/>){2}<img /);
    expect(html).toContain('fetchPriority="high"');
  });
});
