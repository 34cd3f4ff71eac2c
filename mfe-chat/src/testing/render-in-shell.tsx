import { createShellRenderer } from '@sf/test-kit/testing';
import { NAMESPACE, TEXTS } from './chat-texts';

export const { loadLocaleTexts, renderInShell } = createShellRenderer({ [NAMESPACE]: TEXTS });
