import { afterEach, describe, expect, it } from 'vitest';
import { $site, emit, siteInfo } from '@sf/remote-contract';
import { listenForPageMeta } from './page-meta';

describe('page meta from remotes', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('sets the document title and the meta description a page reports', () => {
    $site.set(siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default'));
    stop = listenForPageMeta();
    emit('page:meta', { title: 'Ridge Trek Boot', description: 'A supportive hiker.' });
    expect(document.title).toBe('Ridge Trek Boot | Northbound');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('A supportive hiker.');
    emit('page:meta', { title: 'Basket', description: 'Your basket' });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
