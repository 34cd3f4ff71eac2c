/** Emits dist/build-info.json: the build id the remote registry and /builds/latest.json report. */
export class BuildInfoPlugin {
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const buildId = compilation.hash.slice(0, 16);
        compilation.emitAsset('build-info.json', new RawSource(JSON.stringify({ ...this.info, buildId }, null, 2)));
      });
    });
  }
}
