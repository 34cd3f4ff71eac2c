import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@sf/contracts';
import { BLACK_PHOTO, photo, product, TAN_PHOTO } from '../../test/fixtures';
import { renderInShell } from '../../test/render';
import { ProductGallery } from './product-gallery';

const viewsOf = (base: string) =>
  ['side', 'top', 'sole', 'detail'].map((view, index) => {
    const id = `${base.slice(0, 15)}${index}`;
    return { view, image: `/images/photos/${id}/640.jpg`, picture: photo(id) };
  });

const withViews: ProductDetail = {
  ...product,
  colours: product.colours.map((colour) => ({ ...colour, views: viewsOf(colour.code === 'tan' ? TAN_PHOTO : BLACK_PHOTO) })),
};

/** The page's colour state, as the purchase panel changes it. */
function ColourPicker() {
  const [colour, setColour] = useState('tan');
  return (
    <>
      <button type="button" onClick={() => setColour('black')}>
        Black
      </button>
      <ProductGallery product={withViews} colour={colour} eager />
    </>
  );
}

const thumbs = () => screen.getAllByRole('button', { name: /^Show photo/ });
const pressed = () => thumbs().findIndex((button) => button.getAttribute('aria-pressed') === 'true');

describe('ProductGallery', () => {
  it('shows the hero and keeps the thumbnails’ row free until the gallery’s code is loaded', () => {
    renderInShell(<ProductGallery product={withViews} colour="tan" eager />);
    expect(screen.getByRole('img', { name: 'Ridge Hiker Boot in Tan' }).getAttribute('fetchpriority')).toBe('high');
  });

  it('shows every view of the colour with a thumbnail per view, the hero first and fetched at once', async () => {
    renderInShell(<ProductGallery product={withViews} colour="tan" eager />);
    const gallery = await screen.findByRole('region', { name: 'Photos of Ridge Hiker Boot' });
    expect(thumbs().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show photo 1 of 4: side',
      'Show photo 2 of 4: from above',
      'Show photo 3 of 4: sole',
      'Show photo 4 of 4: detail',
    ]);
    const hero = within(gallery).getByRole('img', { name: 'Ridge Hiker Boot in Tan, side' });
    expect([hero.getAttribute('loading'), hero.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(pressed()).toBe(0);
  });

  it('picks a view by click and moves between thumbnails with the arrow keys, Home and End', async () => {
    renderInShell(<ProductGallery product={withViews} colour="tan" eager />);
    await screen.findAllByRole('button', { name: /^Show photo/ });
    fireEvent.click(thumbs()[2] as HTMLElement);
    expect(pressed()).toBe(2);
    fireEvent.keyDown(thumbs()[2] as HTMLElement, { key: 'ArrowRight' });
    expect(pressed()).toBe(3);
    expect(document.activeElement).toBe(thumbs()[3]);
    fireEvent.keyDown(thumbs()[3] as HTMLElement, { key: 'ArrowRight' });
    expect(pressed()).toBe(0);
    fireEvent.keyDown(thumbs()[0] as HTMLElement, { key: 'End' });
    expect(pressed()).toBe(3);
    // Only the chosen thumbnail is in the tab order (one stop for the group).
    expect(thumbs().map((button) => button.tabIndex)).toEqual([-1, -1, -1, 0]);
  });

  it('shows the other colour’s views when the colour changes, starting at its hero', async () => {
    renderInShell(<ColourPicker />);
    await screen.findAllByRole('button', { name: /^Show photo/ });
    fireEvent.click(thumbs()[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Black' }));
    expect(pressed()).toBe(0);
    expect(await screen.findByRole('img', { name: 'Ridge Hiker Boot in Black, side' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /in Tan/ })).toBeNull();
  });

  it('keeps the single photo for a colour without views', () => {
    renderInShell(<ProductGallery product={product} colour="tan" eager />);
    expect(screen.queryAllByRole('button', { name: /^Show photo/ })).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Ridge Hiker Boot in Tan' })).toBeTruthy();
  });
});
