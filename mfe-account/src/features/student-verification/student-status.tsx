import { useEffect, useMemo } from 'react';
import { on } from '@sf/remote-contract';
import { STUDENT_DISCOUNT_PERCENT } from '@sf/contracts/student-verification';
import { useTranslation } from '@sf/i18n';
import { Link, Stack, Text, useSite } from '@sf/ui';
import { useAccountData } from '../../shared/account-data';
import { SectionSkeleton } from '../../shared/data-states';
import { createStudentApi } from './student-api';

/** The dialog (mfe-account package.json "storefront.dialogs") and the fragment that opens it. */
export const STUDENT_DIALOG = 'student-verification';
export const STUDENT_DIALOG_HREF = `#${STUDENT_DIALOG}`;

/**
 * The account overview's student status: verified until a date, a code waiting, or the way in to the dialog. Read
 * again when the shell closes that dialog (its `dialog:close` event), so a fresh verification shows at once.
 */
export function StudentStatus() {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => createStudentApi(site), [site.brand, site.locale]);
  const [state, controls] = useAccountData((signal) => api.status(signal));

  useEffect(
    () =>
      on('dialog:close', ({ name }) => {
        if (name === STUDENT_DIALOG) controls.reload();
      }),
    [],
  );

  if (state.status === 'loading') return <SectionSkeleton rows={2} />;
  const status = state.status === 'ready' ? state.data : null;
  if (status?.verified) {
    const date = new Intl.DateTimeFormat(site.tag, { dateStyle: 'long' }).format(new Date(status.verified.validUntil));
    return (
      <Text data-testid="student-status">
        {t('student.card.verified', { institution: status.verified.institution, date, percent: status.discountPercent })}
      </Text>
    );
  }
  return (
    <Stack gap={3} align="start" data-testid="student-status">
      <Text>
        {status?.pending ? t('student.card.pending', { email: status.pending.email }) : t('student.card.none', { percent: STUDENT_DISCOUNT_PERCENT })}
      </Text>
      <Link to={STUDENT_DIALOG_HREF}>{status?.pending ? t('student.card.enterCode') : t('student.card.verify')}</Link>
    </Stack>
  );
}
