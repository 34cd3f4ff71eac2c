import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ContentBlock } from '@sf/contracts';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { ContentBlocks } from './content-blocks';

const blocks: ContentBlock[] = [
  { type: 'heading', text: 'Returns' },
  { type: 'paragraph', text: 'You have 30 days to send items back.' },
  {
    type: 'links',
    links: [
      { label: 'Start a return', href: '/help/returns' },
      { label: 'Size chart', href: '#content_size-chart' },
    ],
  },
];

describe('ContentBlocks', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(cleanup);

  it('renders headings, paragraphs and link lists as semantic elements', () => {
    const { container } = renderInShell(<ContentBlocks blocks={blocks} headingLevel={2} />, 'de-de');
    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeTruthy();
    expect(container.querySelector('p')?.textContent).toBe('You have 30 days to send items back.');
    const list = screen.getByRole('list');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Start a return' }).getAttribute('href')).toBe('/de-de/help/returns');
    expect(screen.getByRole('link', { name: 'Size chart' }).getAttribute('href')).toBe('#content_size-chart');
  });

  it('uses the heading level it is given (h3 inside a dialog)', () => {
    renderInShell(<ContentBlocks blocks={blocks} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Returns' })).toBeTruthy();
  });

  it('shows markup typed into a block as text and never runs it', () => {
    const hostile: ContentBlock[] = [
      { type: 'heading', text: '<img src=x onerror=alert(1)>' },
      { type: 'paragraph', text: '<script>window.hacked = true</script>Hello' },
    ];
    const { container } = renderInShell(<ContentBlocks blocks={hostile} headingLevel={2} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe('<script>window.hacked = true</script>Hello');
    expect(screen.getByRole('heading').textContent).toBe('<img src=x onerror=alert(1)>');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows a link with a script URL as plain text', () => {
    renderInShell(<ContentBlocks blocks={[{ type: 'links', links: [{ label: 'Click me', href: 'javascript:alert(1)' }] }]} headingLevel={2} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Click me')).toBeTruthy();
  });
});
