import { createShellRenderer, serverTexts } from '@sf/test-kit/testing';
import { NAMESPACE, TEXTS } from './account-texts';

export const { loadLocaleTexts, renderInShell } = createShellRenderer({ [NAMESPACE]: TEXTS, 'order-status': serverTexts('order-status') });
