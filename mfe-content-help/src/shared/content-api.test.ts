import { describe, expect, it, vi } from 'vitest';
import { createContentApi } from './content-api';

function recordingFetch(body: unknown) {
  const urls: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    urls.push(String(input));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, urls };
}

describe('content api', () => {
  it('names the site on every call and keeps nested slugs readable', async () => {
    const { fetch, urls } = recordingFetch({});
    vi.stubGlobal('fetch', fetch);
    const api = createContentApi({ brand: 'northbound', locale: 'de-de' });
    await api.page('about/our story');
    await api.asset('faq-returns');
    await api.navigation('footer');
    expect(urls).toEqual([
      '/api/content/pages/about/our%20story?brand=northbound&locale=de-de',
      '/api/content/assets/faq-returns?brand=northbound&locale=de-de',
      '/api/content/navigation/footer?brand=northbound&locale=de-de',
    ]);
    vi.unstubAllGlobals();
  });
});
