// Types only: the browser needs no list of modules (the server and the builds read it: ./remote-modules.ts).
import type remoteModules from './remote-modules.json';

/**
 * The five remotes and the modules each exposes: the only public surface of a remote, listed once in
 * remote-modules.json (module → "server" when the server renders it too). The remotes' rspack configs read the
 * same file (`remoteExposes` of @sf/build-config: './HomePage' is src/exposes/home-page.tsx), so the shell's list,
 * a remote's `exposes` and its server build cannot disagree.
 */
type RemoteModules = typeof remoteModules;
export type RemoteName = keyof RemoteModules;
export type RemoteModule<R extends RemoteName = RemoteName> = R extends RemoteName ? Extract<keyof RemoteModules[R], string> : never;

/** Stable codes for composition failures (shown in the fallback and logged). */
export const SHELL_ERRORS = {
  remoteUnavailable: { code: 'SHELL-001', message: 'remote unavailable' },
  mountFailed: { code: 'SHELL-002', message: 'remote failed to mount' },
  moduleMissing: { code: 'SHELL-003', message: 'remote module is not a parcel' },
  unknownDialog: { code: 'SHELL-004', message: 'unknown dialog' },
} as const;
export type ShellErrorCode = (typeof SHELL_ERRORS)[keyof typeof SHELL_ERRORS]['code'];

/**
 * Text namespaces (infra/server/src/modules/i18n/texts/<language>/<namespace>.json) each part of the page reads
 * (issue 13: a document inlines only its first screen's texts; a remote's are fetched before it mounts).
 */
export const SHELL_TEXT_NAMESPACES: readonly string[] = ['common', 'shell', 'account', 'locale-switcher', 'header'];
/** Everything a remote's modules read. */
export const REMOTE_TEXT_NAMESPACES: Record<RemoteName, readonly string[]> = {
  mfe_catalog: ['common', 'catalog', 'search-box', 'buy-box', 'content-blocks', 'reviews'],
  mfe_cart_checkout: ['common', 'cart', 'loyalty', 'checkout-account', 'identity', 'store-pickup'],
  mfe_account: [
    'common',
    'account',
    'account-area',
    'order-status',
    'identity',
    'loyalty',
    'passkeys',
    'employees',
    'newsletter',
    'newsletter-preference',
    'student',
  ],
  mfe_content_help: [
    'common',
    'content',
    'stores',
    'newsletter',
    'newsletter-page',
    'healthcheck',
    'internal-analytics',
    'internal-experiments',
    'feature-flags',
    'operator-sign-in',
    'content-editor',
    'content-blocks',
    'moderation',
    'help',
    'help-cases',
    'store-pickup',
    'agent-console',
  ],
  mfe_chat: ['common', 'chat'],
};
/**
 * Modules that read less than their remote, so that a document showing them does not inline the rest: the header's
 * search box and the footer on every page (not the catalogue's, the store locator's or the newsletter page's texts)
 * and each content-help page.
 */
const MODULE_TEXT_NAMESPACES: Partial<Record<`${RemoteName}/${string}`, readonly string[]>> = {
  'mfe_catalog/./SearchBox': ['common', 'search-box'],
  'mfe_content_help/./FooterLinks': ['common', 'content', 'newsletter'],
  'mfe_content_help/./CmsPage': ['common', 'content', 'content-blocks'],
  'mfe_content_help/./ContentDialog': ['common', 'content', 'content-blocks'],
  'mfe_content_help/./NotFoundContent': ['common'],
  'mfe_content_help/./LocationSelectorPage': ['common', 'content'],
  'mfe_content_help/./StoresPage': ['common', 'content', 'stores'],
  // Issue 25: the store-pickup texts only where pickup shows (checkout, its confirmation); the cart's first screen keeps its own.
  'mfe_cart_checkout/./CartPage': ['common', 'cart', 'loyalty', 'checkout-account', 'identity'],
  'mfe_content_help/./FindInStorePage': ['common', 'content', 'stores', 'store-pickup'],
  'mfe_content_help/./StoreDetailPage': ['common', 'content', 'stores', 'store-pickup'],
  'mfe_content_help/./PickupsPage': ['common', 'store-pickup', 'operator-sign-in'],
  'mfe_content_help/./NewsletterPage': ['common', 'newsletter', 'newsletter-page'],
  'mfe_content_help/./HealthcheckPage': ['common', 'healthcheck', 'operator-sign-in'],
  'mfe_content_help/./InternalAnalyticsPage': ['common', 'internal-analytics', 'operator-sign-in'],
  'mfe_content_help/./ExperimentsPage': ['common', 'internal-experiments', 'operator-sign-in'],
  'mfe_content_help/./FeatureFlagsPage': ['common', 'feature-flags', 'operator-sign-in'],
  'mfe_content_help/./ContentEditorPage': ['common', 'content-editor', 'operator-sign-in'],
  'mfe_content_help/./ModerationPage': ['common', 'moderation', 'operator-sign-in'],
  'mfe_content_help/./HelpPage': ['common', 'help'],
  'mfe_content_help/./FaqDialog': ['common', 'help'],
  'mfe_content_help/./ContactPage': ['common', 'help'],
  'mfe_content_help/./CasesPage': ['common', 'help', 'help-cases', 'operator-sign-in'],
  'mfe_content_help/./AgentConsolePage': ['common', 'agent-console', 'operator-sign-in'],
};

/** The widgets in every page's header and footer (the server renders both; their texts are in every document). */
export const EVERY_PAGE_WIDGETS = [
  { remote: 'mfe_catalog', module: './SearchBox' },
  { remote: 'mfe_content_help', module: './FooterLinks' },
] as const satisfies ReadonlyArray<{ remote: RemoteName; module: string }>;

/** The text namespaces one exposed module reads (its remote's, unless it is known to read fewer). */
export function textNamespacesOf(remote: RemoteName, module: string): readonly string[] {
  return MODULE_TEXT_NAMESPACES[`${remote}/${module}`] ?? REMOTE_TEXT_NAMESPACES[remote];
}
