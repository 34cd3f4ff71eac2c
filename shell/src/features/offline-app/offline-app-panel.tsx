/**
 * The offline app's prompts (issue 26, spec §4): "a new version is available" with a reload, the install offer, and
 * the basket changes waiting for a connection. Fixed at the bottom of the screen, above the page, and empty (no room
 * taken) while there is nothing to say.
 */
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { BRANDS, type BrandKey } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Button, Inline, Text } from '@sf/ui';
import { $offlineApp } from './offline-app-store';
import { dismissInstall, promptInstall } from './install-prompt';

const Dock = styled.div(({ theme }) => ({
  position: 'fixed',
  insetInline: theme.space[3],
  bottom: theme.space[3],
  zIndex: theme.zIndices.toast,
  display: 'grid',
  gap: theme.space[2],
  justifyItems: 'start',
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
}));

const Card = styled.section(({ theme }) => ({
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.md,
  padding: theme.space[3],
  maxWidth: theme.sizes.proseMax,
}));

export function OfflineAppPanel({ brand, onUpdate }: { brand: BrandKey; onUpdate: () => void }) {
  const { t } = useTranslation();
  const state = useStore($offlineApp);
  return (
    <Dock>
      {state.needRefresh && (
        <Card aria-label={t('offline-app.updateTitle')} data-testid="sw-update-prompt">
          <Text>{t('offline-app.updateAvailable')}</Text>
          <Inline gap={2}>
            <Button size="sm" onClick={onUpdate}>
              {t('offline-app.updateReload')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => $offlineApp.setKey('needRefresh', false)}>
              {t('offline-app.later')}
            </Button>
          </Inline>
        </Card>
      )}
      {state.installPrompt === 'available' && !state.installed && (
        <Card aria-label={t('offline-app.installTitle', { brand: BRANDS[brand].name })} data-testid="sw-install-prompt">
          <Text>{t('offline-app.installText', { brand: BRANDS[brand].name })}</Text>
          <Inline gap={2}>
            <Button size="sm" onClick={() => void promptInstall()}>
              {t('offline-app.install')}
            </Button>
            <Button size="sm" variant="secondary" onClick={dismissInstall}>
              {t('offline-app.later')}
            </Button>
          </Inline>
        </Card>
      )}
      <div role="status" data-testid="sw-basket-pending">
        {state.basketPending > 0 && (
          <Card aria-label={t('offline-app.basketPendingTitle')}>
            <Text>{t('offline-app.basketPending', { count: state.basketPending })}</Text>
          </Card>
        )}
      </div>
    </Dock>
  );
}
