import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_FAILURE_ID, releaseDeferredScripts, revealBootFailure } from './boot-failure';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('boot failure', () => {
  it('reveals the notice the server rendered hidden', () => {
    document.body.innerHTML = `<div id="${BOOT_FAILURE_ID}" hidden>This page could not finish loading</div>`;
    revealBootFailure();
    expect(document.getElementById(BOOT_FAILURE_ID)?.hidden).toBe(false);
  });

  it('does nothing on a page without the notice (a page not served by the edge)', () => {
    expect(() => revealBootFailure()).not.toThrow();
  });

  it("removes the document's deferred scripts, so the chunk loader cannot wait on a failed one", () => {
    document.body.innerHTML = [
      '<script type="application/json" id="sf-state">{}</script>',
      '<script defer src="/static/shell/1.js"></script>',
      '<script defer src="/static/shell/main.js"></script>',
    ].join('');
    releaseDeferredScripts();
    expect([...document.querySelectorAll('script')].map((script) => script.id)).toEqual(['sf-state']);
  });
});
