import { createShellRenderer, serverTexts } from '@sf/test-kit/testing';
import { CONTENT_BLOCKS_NAMESPACE } from '../texts';

/** Renders inside the shell's root with the content-blocks texts the server serves. */
export const { loadLocaleTexts, renderInShell } = createShellRenderer({ [CONTENT_BLOCKS_NAMESPACE]: serverTexts(CONTENT_BLOCKS_NAMESPACE) });
