import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { siteInfo } from '@sf/remote-contract';
import { stubApi } from '../../testing/fake-api';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { isValidContentId } from './content-id';
import { ContentDialogView } from './content-dialog-view';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const asset = {
  id: 'faq-returns',
  title: 'Returns FAQ',
  size: 'md',
  blocks: [
    { type: 'heading', text: 'How do I return?' },
    { type: 'paragraph', text: 'Use the label in the box.' },
  ],
};

describe('ContentDialog', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('accepts only lowercase letters, digits and dashes as a content id', () => {
    expect(isValidContentId('faq-returns')).toBe(true);
    expect(isValidContentId('size-chart-2')).toBe(true);
    for (const bad of ['', 'FAQ', 'faq_returns', '../secrets', 'faq returns', '-faq', '<script>', 'a'.repeat(65)]) {
      expect(isValidContentId(bad), bad).toBe(false);
    }
  });

  it('rejects an invalid id with an alert and never calls the API', async () => {
    const { fetch } = stubApi({});
    const setTitle = vi.fn();
    renderInShell(<ContentDialogView arg="../../etc/passwd" site={site} setTitle={setTitle} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, this content could not be found.');
    expect(setTitle).toHaveBeenCalledWith('Content unavailable');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the asset, names the dialog after it and renders its blocks under the dialog title', async () => {
    const { urls } = stubApi({ '/api/content/assets/faq-returns': { status: 200, body: asset } });
    const setTitle = vi.fn();
    renderInShell(<ContentDialogView arg="faq-returns" site={site} setTitle={setTitle} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'How do I return?' })).toBeTruthy();
    // The title is set by an effect after the render that shows the blocks: it may land a moment after them.
    await vi.waitFor(() => expect(setTitle).toHaveBeenCalledWith('Returns FAQ'));
    expect(urls).toEqual(['/api/content/assets/faq-returns?brand=northbound&locale=uk-en']);
  });

  it('shows an alert when the asset does not exist', async () => {
    stubApi({});
    const setTitle = vi.fn();
    renderInShell(<ContentDialogView arg="no-such-thing" site={site} setTitle={setTitle} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, this content could not be found.');
    await vi.waitFor(() => expect(setTitle).toHaveBeenLastCalledWith('Content unavailable'));
  });
});
