import { createShellRenderer, serverTexts } from '@sf/test-kit/testing';
import { NAMESPACE, TEXTS } from './content-texts';
import { nestedServerTexts } from './help-texts';

export const { loadLocaleTexts, renderInShell } = createShellRenderer({
  [NAMESPACE]: TEXTS,
  stores: serverTexts('stores'),
  help: nestedServerTexts('help'),
  'help-cases': nestedServerTexts('help-cases'),
});
