/**
 * Emits dist/first-load.json for the host: the JS files every page loads before it is interactive (issue 13
 * budgets). They are the entry, the chunks of the async `./bootstrap` boundary, and the chunks of the shared
 * singletons the host provides (all consumed at boot). Left out: chunks behind the app's own dynamic imports
 * (web-vitals) and the consume fallbacks, which are loaded only when no provider is found.
 */
const PROVIDES = /^provide shared module /;

export class FirstLoadPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstLoadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstLoadPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunks = [] } = compilation.getStats().toJson({ all: false, chunks: true, chunkOrigins: true });
        const files = new Set();
        for (const chunk of chunks) {
          const origins = chunk.origins ?? [];
          const firstLoad = chunk.initial || origins.some((origin) => origin.request === './bootstrap' || PROVIDES.test(origin.moduleName ?? ''));
          if (!firstLoad) continue;
          for (const file of chunk.files ?? []) if (file.endsWith('.js')) files.add(file);
        }
        compilation.emitAsset('first-load.json', new RawSource(JSON.stringify({ files: [...files].sort() }, null, 2)));
      });
    });
  }
}
