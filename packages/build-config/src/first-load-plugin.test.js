import { describe, expect, it } from 'vitest';
import { withChunkScripts } from './first-load-plugin.js';

const page = '<body><div id="root"></div><!--sf:state-->\n<script defer src="/static/shell/main.abc123.js"></script></body>';

describe('first-load chunks in index.html', () => {
  it('puts a deferred script per first-load chunk before the entry, so they run in order before it', () => {
    const html = withChunkScripts(page, new Set(['main.abc123.js', '275.b6.js', '121.50.js']));
    expect(html).toContain(
      '<script defer src="/static/shell/121.50.js"></script><script defer src="/static/shell/275.b6.js"></script><script defer src="/static/shell/main.abc123.js"></script>',
    );
    expect(html.match(/main\.abc123\.js/g)).toHaveLength(1);
  });

  it('refuses a template without the deferred entry script rather than emit a page without its chunks', () => {
    expect(() => withChunkScripts('<body></body>', new Set(['1.js']))).toThrow(/no deferred main/);
  });
});
