/**
 * Emits dist/first-load.json for the host: the JS files every page loads before it is interactive (issue 13
 * budgets). They are the entry, the chunks of the async `./bootstrap` boundary and of the stages bootstrap imports
 * one after another (so their modules are evaluated in tasks of their own), and the chunks of the shared singletons
 * the host provides (all consumed at boot). Left out: chunks behind the app's own dynamic imports
 * (web-vitals) and the consume fallbacks, which are loaded only when no provider is found.
 *
 * The same chunks are written into index.html as deferred scripts ahead of the entry, so the browser fetches them
 * with the document instead of after the entry has run and asked for them (one round trip less before the page is
 * interactive, and no script elements appended while the federation runtime starts). Deferred scripts run in
 * document order, so every chunk has registered itself by the time the entry's runtime looks for it.
 */
const PROVIDES = /^provide shared module /;
const BOOTSTRAP = /(^|\/)bootstrap\.tsx?$/;

/** index.html with a deferred script per first-load chunk, placed before the entry's own deferred script. */
export function withChunkScripts(html, files) {
  const entry = /<script defer src="([^"]*\/)?(main\.[^"/]+\.js)"><\/script>/.exec(html);
  if (!entry) throw new Error('FirstLoadPlugin: index.html has no deferred main.*.js script to put the first-load chunks before');
  const prefix = entry[1] ?? '';
  const chunks = [...files].filter((file) => file !== entry[2]).sort();
  const tags = chunks.map((file) => `<script defer src="${prefix}${file}"></script>`).join('');
  return html.replace(entry[0], `${tags}${entry[0]}`);
}

export class FirstLoadPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstLoadPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunks = [] } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true });
        const files = new Set();
        for (const chunk of chunks) {
          const origins = chunk.origins ?? [];
          const firstLoad =
            chunk.initial ||
            origins.some((origin) => origin.request === './bootstrap' || BOOTSTRAP.test(origin.moduleName ?? '') || PROVIDES.test(origin.moduleName ?? ''));
          if (!firstLoad) continue;
          for (const file of chunk.files ?? []) if (file.endsWith('.js')) files.add(file);
        }
        compilation.emitAsset('first-load.json', new RawSource(JSON.stringify({ files: [...files].sort() }, null, 2)));
        const html = compilation.getAsset('index.html');
        if (html) compilation.updateAsset('index.html', new RawSource(withChunkScripts(html.source.source().toString(), files)));
      });
    });
  }
}
