import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ContentAsset } from '@sf/contracts';
import { siteInfo } from '@sf/remote-contract';
import { stubApi } from '../../testing/fake-api';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { NotFoundContentView } from './not-found-content';

const site = siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default');
const top: ContentAsset = { id: 'not-found-top', title: 'Popular', size: 'md', blocks: [{ type: 'links', links: [{ label: 'Women', href: '/c/women' }] }] };
const bottom: ContentAsset = { id: 'not-found-bottom', title: 'Need a hand?', size: 'md', blocks: [{ type: 'heading', text: 'Need a hand?' }] };

describe('NotFoundContent', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders the inlined asset without a request', () => {
    const { fetch } = stubApi({});
    renderInShell(<NotFoundContentView site={site} placement="top" initial={top} />);
    expect(screen.getByRole('region', { name: 'Popular' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Women' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fetches its placement's asset in the site's language", async () => {
    const { fetch } = stubApi({ '/api/content/assets/not-found-bottom': { status: 200, body: bottom } });
    renderInShell(<NotFoundContentView site={site} placement="bottom" />);
    expect(await screen.findByRole('heading', { name: 'Need a hand?' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/content/assets/not-found-bottom?brand=northbound&locale=de-de');
  });

  it('shows nothing (and keeps the page) when the asset is missing or the store fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = stubApi({ '/api/content/assets/not-found-bottom': { status: 500, body: { statusCode: 500 } } });
    const { container } = renderInShell(<NotFoundContentView site={site} placement="bottom" />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
  });
});
