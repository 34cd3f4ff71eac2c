import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiRequestError } from '@sf/api-client';
import { siteInfo } from '@sf/remote-contract';
import type { HelpTopic } from '@sf/contracts/api';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import type { HelpApi } from './help-api';
import { FaqDialogView } from './faq-dialog-view';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const delivery: HelpTopic = {
  slug: 'delivery',
  title: 'Delivery',
  summary: 'When your order arrives.',
  articleCount: 1,
  articles: [{ topic: 'delivery', slug: 'delivery-times', title: 'How long does delivery take?', paragraphs: ['Two to four working days.'] }],
};
const api = (topic: HelpApi['topic']): HelpApi => ({
  topics: vi.fn(),
  topic: vi.fn(topic),
  article: vi.fn(),
  search: vi.fn(),
});

describe('FAQ dialog (#faq_<topic>)', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(cleanup);

  it('shows the topic’s questions, names the dialog after the topic and links to the topic page', async () => {
    const setTitle = vi.fn();
    renderInShell(<FaqDialogView arg="delivery" site={site} setTitle={setTitle} api={api(async () => delivery)} />);
    const [question] = await screen.findAllByText('How long does delivery take?');
    if (question) fireEvent.click(question);
    expect(question?.tagName).toBe('SUMMARY');
    expect(screen.getByText('Two to four working days.')).toBeTruthy();
    expect(setTitle).toHaveBeenCalledWith('Delivery');
    expect(screen.getByRole('link', { name: 'All questions about Delivery' }).getAttribute('href')).toBe('/help/delivery');
  });

  it('an unknown topic says so, and a malformed one is never requested', async () => {
    const missing = api(async () =>
      Promise.reject(new ApiRequestError({ method: 'GET', url: '/api/help/topics/x', status: 404, statusText: 'Not Found', body: null })),
    );
    renderInShell(<FaqDialogView arg="gift-wrapping" site={site} setTitle={vi.fn()} api={missing} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    cleanup();
    const never = api(async () => delivery);
    renderInShell(<FaqDialogView arg="../../etc" site={site} setTitle={vi.fn()} api={never} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(never.topic).not.toHaveBeenCalled();
  });
});
