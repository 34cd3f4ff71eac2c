import { createShellRenderer } from '@sf/test-kit/testing';
import { ACCOUNT_AREA_NAMESPACE, ACCOUNT_AREA_TEXTS } from './account-area-texts';
import { STUDENT_NAMESPACE, STUDENT_TEXTS } from './student-texts';

/** Renders account-area components inside StorefrontRoot with the `account-area.*` (and the overview's `student.*`) texts loaded. */
export const { loadLocaleTexts: loadAccountAreaTexts, renderInShell: renderAccountArea } = createShellRenderer({
  [ACCOUNT_AREA_NAMESPACE]: ACCOUNT_AREA_TEXTS,
  [STUDENT_NAMESPACE]: STUDENT_TEXTS,
});
