import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeDataKey, type CategoryList } from '@sf/contracts';
import { categories } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('shows the brand as the one h1 and the category tree as links', () => {
    const api = stubApi([]);
    const props = pageProps<CategoryList>('/');
    renderInShell(<HomePage {...props} initialData={{ key: routeDataKey(props.route), data: categories }} />);
    expect(api.fetch).not.toHaveBeenCalled();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Welcome to Northbound']);
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/c/women', '/c/women/boots', '/c/women/boots/hiking', '/c/men']);
  });

  it('fetches the categories when nothing was inlined', async () => {
    const api = stubApi([{ path: '/api/catalog/categories', body: categories }]);
    renderInShell(<HomePage {...pageProps<CategoryList>('/')} />);
    expect(await screen.findByRole('link', { name: 'Men' })).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });
});
