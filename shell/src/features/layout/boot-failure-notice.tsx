import { useLocation } from 'react-router-dom';
import { Alert, Container } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import styled from '@emotion/styled';
import { BOOT_FAILURE_ID } from '../errors/boot-failure';

// No display rule: the `hidden` attribute keeps it out of the page until the boot reveals it.
const Notice = styled.div(({ theme }) => ({ position: 'fixed', insetInline: 0, top: theme.space[2], zIndex: theme.zIndices.toast }));

/**
 * Rendered hidden on the server and never shown by React: the boot reveals it when a stage's script fails to load
 * (features/errors/boot-failure.ts). Fixed to the top of the screen, so showing it moves nothing on the page. The
 * link reloads the same address, which fetches the page's current scripts.
 */
export function BootFailureNotice() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Notice id={BOOT_FAILURE_ID} hidden>
      <Container>
        <Alert tone="error" action={<a href={`${pathname}${search}`}>{t('shell.bootFailedReload')}</a>}>
          {t('shell.bootFailed')}
        </Alert>
      </Container>
    </Notice>
  );
}
