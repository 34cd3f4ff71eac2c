/** The i18n module: UI texts per language and namespace, locale payloads; decorates `fastify.i18n`. */
import fp from 'fastify-plugin';
import { i18nRoutes } from './routes';
import { createI18nService, type I18nService } from './service';

// What other modules may use (they import this index, never the files behind it).
export type { I18nService } from './service';
export { namespacesOf, readNamespace } from './text-catalog';

declare module 'fastify' {
  interface FastifyInstance {
    i18n: I18nService;
  }
}

export default fp(
  async (app) => {
    const { brandOrigins, DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY, environment } = app.config;
    app.decorate(
      'i18n',
      createI18nService({
        brandOrigins,
        localePaths: { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE },
        cacheTexts: environment === 'production',
      }),
    );
    await app.register(i18nRoutes);
  },
  { name: 'i18n', dependencies: ['config'] },
);
