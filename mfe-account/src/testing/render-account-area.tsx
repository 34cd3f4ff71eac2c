import { createShellRenderer } from '@sf/test-kit/testing';
import { ACCOUNT_AREA_NAMESPACE, ACCOUNT_AREA_TEXTS } from './account-area-texts';

/** Renders account-area components inside StorefrontRoot with the `account-area.*` texts loaded. */
export const { loadLocaleTexts: loadAccountAreaTexts, renderInShell: renderAccountArea } = createShellRenderer({
  [ACCOUNT_AREA_NAMESPACE]: ACCOUNT_AREA_TEXTS,
});
