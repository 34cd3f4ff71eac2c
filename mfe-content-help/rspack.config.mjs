import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createAppConfigs } from '@sf/build-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Exposes exactly REMOTE_EXPOSES.mfe_content_help of @sf/contracts. */
export default (_env, argv) =>
  createAppConfigs(
    {
      dir,
      kind: 'remote',
      name: 'mfe_content_help',
      exposes: {
        './CmsPage': './src/exposes/cms-page.tsx',
        './FooterLinks': './src/exposes/footer-links.tsx',
        './ContentDialog': './src/exposes/content-dialog.tsx',
        './NewsletterPage': './src/exposes/newsletter-page.tsx',
        './StoresPage': './src/exposes/stores-page.tsx',
        './FindInStorePage': './src/exposes/find-in-store-page.tsx',
        './StoreDetailPage': './src/exposes/store-detail-page.tsx',
        './PickupsPage': './src/exposes/pickups-page.tsx',
        './LocationSelectorPage': './src/exposes/location-selector-page.tsx',
        './NotFoundContent': './src/exposes/not-found-content.tsx',
        './HealthcheckPage': './src/exposes/healthcheck-page.tsx',
        './InternalAnalyticsPage': './src/exposes/internal-analytics-page.tsx',
        './ExperimentsPage': './src/exposes/experiments-page.tsx',
        './FeatureFlagsPage': './src/exposes/feature-flags-page.tsx',
        './ContentEditorPage': './src/exposes/content-editor-page.tsx',
        './ModerationPage': './src/exposes/moderation-page.tsx',
        './HelpPage': './src/exposes/help-page.tsx',
        './FaqDialog': './src/exposes/faq-dialog.tsx',
        './ContactPage': './src/exposes/contact-page.tsx',
        './CasesPage': './src/exposes/cases-page.tsx',
      },
      // What the server renders: CMS and help pages, the store locator and the location selector (contracts ROUTES
      // marked serverRendered), the footer and the not-found page's content blocks.
      serverExposes: [
        './CmsPage',
        './FooterLinks',
        './StoresPage',
        './FindInStorePage',
        './StoreDetailPage',
        './LocationSelectorPage',
        './NotFoundContent',
        './HelpPage',
        './ContactPage',
      ],
    },
    argv,
  );
