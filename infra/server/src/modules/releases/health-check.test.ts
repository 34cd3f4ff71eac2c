/** Issue 26: what counts as a healthy release: manifest JSON naming an entry, the entry (and server entry) answering. */
import { describe, expect, it } from 'vitest';
import { checkRelease, type HealthFetch } from './health-check';

const MANIFEST = JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } });

function serving(files: Record<string, string>, slow: string[] = []): HealthFetch {
  return (url, signal) =>
    new Promise((resolve, reject) => {
      if (slow.includes(url)) {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        return;
      }
      const text = files[url];
      resolve(text === undefined ? { status: 404, text: 'not found' } : { status: 200, text });
    });
}

describe('release health check', () => {
  const release = { manifestUrl: '/releases/mfe-catalog/0123456789abcdef/mf-manifest.json', serverEntryUrl: null };
  const entry = '/releases/mfe-catalog/0123456789abcdef/remoteEntry.js';

  it('passes a release whose manifest and entry answer', async () => {
    expect(await checkRelease(release, serving({ [release.manifestUrl]: MANIFEST, [entry]: 'x' }), 100)).toBeNull();
  });

  it('fails a missing entry, a broken manifest, a missing server entry and a timeout, saying which', async () => {
    expect(await checkRelease(release, serving({ [release.manifestUrl]: MANIFEST }), 100)).toContain(`remote entry ${entry} answered 404`);
    expect(await checkRelease(release, serving({ [release.manifestUrl]: '{oops' }), 100)).toContain('is not JSON');
    expect(await checkRelease(release, serving({ [release.manifestUrl]: '{}' }), 100)).toContain('names no remote entry');
    const withServer = { ...release, serverEntryUrl: '/releases/mfe-catalog/0123456789abcdef/server/remoteEntry.js' };
    expect(await checkRelease(withServer, serving({ [release.manifestUrl]: MANIFEST, [entry]: 'x' }), 100)).toContain('server entry');
    expect(await checkRelease(release, serving({}, [release.manifestUrl]), 50)).toContain('took longer than 50 ms');
  });

  it('resolves the entry of an absolute manifest URL against it', async () => {
    const absolute = { manifestUrl: 'https://cdn.example/catalog/abc/mf-manifest.json', serverEntryUrl: null };
    expect(await checkRelease(absolute, serving({ [absolute.manifestUrl]: MANIFEST, 'https://cdn.example/catalog/abc/remoteEntry.js': 'x' }), 100)).toBeNull();
  });
});
