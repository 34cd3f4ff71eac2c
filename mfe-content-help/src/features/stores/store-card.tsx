import { useId } from 'react';
import styled from '@emotion/styled';
import { townLine, type Store, type StoreService, type StoreWeekday } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { focusRing, Heading, Link, Stack, Text, useSite } from '@sf/ui';
import { OpeningHours } from './opening-hours';
import { formatDistance } from './store-distance';

const SERVICE_KEYS: Record<StoreService, string> = {
  'click-and-collect': 'stores.serviceClickAndCollect',
  returns: 'stores.serviceReturns',
  repairs: 'stores.serviceRepairs',
};

/** A dialable number: digits and a leading plus only ("+44 20 7946 0000" → "+442079460000"). */
const telHref = (phone: string): string => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;

/** How far away the store is, in the site country's unit ("2.4 km away", "1.5 mi away"). */
function DistanceText({ kilometres }: { kilometres: number }) {
  const { t } = useTranslation();
  const { distance, unit } = formatDistance(kilometres, useSite());
  return <>{t(unit === 'mi' ? 'stores.distanceMiles' : 'stores.distance', { distance })}</>;
}

/** One store: name, distance (after "use my location"), address and phone, services, opening hours. */
export function StoreCard({ store, today }: { store: Store; today: StoreWeekday | null }) {
  const { t } = useTranslation();
  const nameId = useId();
  const servicesId = useId();
  return (
    <Card aria-labelledby={nameId} data-testid="store-card">
      <Stack gap={3}>
        <Stack gap={1}>
          <Heading level={2} size="lg" id={nameId}>
            {/* Issue 25: the store's own page (address, hours on its clock, map). */}
            <Link to={`/stores/${store.id}`}>{store.name}</Link>
          </Heading>
          {store.distanceKm !== null && (
            <Text tone="muted" size="sm">
              <DistanceText kilometres={store.distanceKm} />
            </Text>
          )}
        </Stack>
        <Address>
          {store.address.line1}
          <br />
          {townLine(store.address)}
          <br />
          {t('stores.phone')}: <a href={telHref(store.phone)}>{store.phone}</a>
        </Address>
        {store.services.length > 0 && (
          <div>
            <Text as="span" weight="bold" size="sm" id={servicesId}>
              {t('stores.services')}
            </Text>
            <ServiceList aria-labelledby={servicesId}>
              {store.services.map((service) => (
                <li key={service}>{t(SERVICE_KEYS[service])}</li>
              ))}
            </ServiceList>
          </div>
        )}
        <OpeningHours days={store.openingHours} today={today} />
      </Stack>
    </Card>
  );
}

/** Styled, not the css prop: @emotion/styled is a shared singleton, so it always gets the shell's theme. */
const Card = styled.article(({ theme }) => ({
  height: '100%',
  padding: theme.space[4],
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
}));

const Address = styled.address(({ theme }) => ({
  fontStyle: 'normal',
  lineHeight: theme.lineHeights.body,
  '& a': { color: theme.colors.primary, textDecoration: 'underline', textUnderlineOffset: '0.15em', ...focusRing(theme) },
}));

/** Services as plain words, one label each: the list tells screen readers how many there are. */
const ServiceList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  fontSize: theme.fontSizes.sm,
  '& li': {
    paddingInline: theme.space[2],
    paddingBlock: theme.space[1],
    background: theme.colors.surface,
    borderRadius: theme.radii.sm,
  },
}));
