import styled from '@emotion/styled';
import { useTranslation } from '@sf/i18n';
import { Button } from '@sf/ui';
import type { NearbyStores } from './use-nearby-stores';

const MESSAGES: Partial<Record<NearbyStores['state']['status'], string>> = {
  locating: 'stores.locating',
  loading: 'stores.loading',
  denied: 'stores.locationDenied',
  unavailable: 'stores.locationUnavailable',
};

/**
 * "Use my location" and what became of it. The button exists only in a hydrated page of a browser with
 * geolocation (the server cannot ask for a position); its row is reserved in the server's HTML, so it appears
 * without moving the page. The message lives in a polite live region that is always there.
 */
export function LocateControl({ nearby }: { nearby: NearbyStores }) {
  const { t } = useTranslation();
  const { status } = nearby.state;
  const message = MESSAGES[status];
  const problem = status === 'denied' || status === 'unavailable';
  return (
    <Row>
      {nearby.supported && (
        <Button variant="secondary" onClick={nearby.locate} loading={status === 'locating' || status === 'loading'} data-testid="use-my-location">
          {t('stores.useLocation')}
        </Button>
      )}
      <Message role="status" data-problem={problem || undefined} data-testid="location-message">
        {message ? t(message) : ''}
      </Message>
    </Row>
  );
}

/** Styled, not the css prop: @emotion/styled is a shared singleton, so it always gets the shell's theme. */
const Row = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space[3],
  minHeight: theme.sizes.minTarget,
}));

const Message = styled.div(({ theme }) => ({
  flex: '1 1 16rem',
  '&[data-problem]': {
    padding: theme.space[3],
    background: theme.colors.surface,
    borderRadius: theme.radii.md,
    borderInlineStart: `${theme.space[1]} solid ${theme.colors.focus}`,
  },
}));
