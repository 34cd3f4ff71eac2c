import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { mockFixture } from '@sf/api-mocks';
import type { CmsPage } from '@sf/contracts';
import { on, siteInfo, type PageProps } from '@sf/remote-contract';
import { stubRecordedApi } from '../../testing/fake-api';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { CmsPageView } from './cms-page-view';

// Issue 26: the CMS page answered by the same recorded fixture and QA switches as the dev host's mock mode.
const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const recorded = mockFixture('content-page');
const props = (): PageProps<CmsPage> => ({
  route: { name: 'slug', path: `/${recorded.slug}`, params: { '*': recorded.slug }, query: {} },
  locale: site.locale,
  site,
  navigate: () => undefined,
});

describe('CmsPage on the recorded API', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders the recorded page with its title as the h1', async () => {
    stubRecordedApi();
    renderInShell(<CmsPageView {...props()} />);
    expect(await screen.findByRole('heading', { level: 1, name: recorded.title })).toBeTruthy();
  });

  it('hands a failed call to the shell as a server error (the shell shows its error page)', async () => {
    const errors: unknown[] = [];
    const stop = on('page:error', (payload) => errors.push(payload));
    stubRecordedApi({ 'content-page': 'error' });
    renderInShell(<CmsPageView {...props()} />);
    await vi.waitFor(() => expect(errors).toEqual([expect.objectContaining({ status: 500 })]));
    stop();
  });
});
