import { createShellRenderer, serverTexts } from '@sf/test-kit/testing';
import { NAMESPACE, TEXTS } from './content-texts';

export const { loadLocaleTexts, renderInShell } = createShellRenderer({ [NAMESPACE]: TEXTS, stores: serverTexts('stores') });
