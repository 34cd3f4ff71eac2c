import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { mockFixture } from '@sf/api-mocks';
import type { HelpPageData } from '@sf/contracts/api';
import { siteInfo, type PageProps } from '@sf/remote-contract';
import { stubRecordedApi } from '../../testing/fake-api';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { HelpPage } from './help-page';

// Issue 26: the help centre answered by the same recorded fixtures and QA switches as the dev host's mock mode.
const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const topic = mockFixture('help-topic');
const topicPage = (): PageProps<HelpPageData> => ({
  route: { name: 'help-slug', path: `/help/${topic.slug}`, params: { slug: topic.slug }, query: {} },
  locale: site.locale,
  site,
  navigate: () => undefined,
});

describe('HelpPage on the recorded API', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders the recorded topic: its title and a link to each of its questions', async () => {
    const { urls } = stubRecordedApi();
    renderInShell(<HelpPage {...topicPage()} />);
    const faq = await screen.findByTestId('help-faq');
    expect(screen.getByRole('heading', { level: 1, name: topic.title })).toBeTruthy();
    expect(
      within(faq)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(topic.articles.map((article) => `/help/${topic.slug}/${article.slug}`));
    expect(urls).toEqual([`/api/help/topics/${topic.slug}?brand=northbound&locale=uk-en`]);
  });

  it('offers another try when the topic call fails', async () => {
    stubRecordedApi({ 'help-topic': 'error' });
    renderInShell(<HelpPage {...topicPage()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('The help pages could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the topic does not exist when the call is switched to find nothing', async () => {
    stubRecordedApi({ 'help-topic': 'empty' });
    renderInShell(<HelpPage {...topicPage()} />);
    expect(await screen.findByText(/This help page does not exist/)).toBeTruthy();
  });
});
