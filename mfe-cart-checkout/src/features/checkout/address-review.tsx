import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { Alert, Button, Heading, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { ShippingAddress } from './shipping-address';

interface AddressReviewProps {
  address: ShippingAddress;
  countryName: string;
  onEdit: () => void;
  takeFocus?: boolean;
}

/** Spec §4 step 4. Payments and order placement come with a later issue; until then the page says so plainly. */
export function AddressReview({ address, countryName, onEdit, takeFocus = false }: AddressReviewProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving here from the form, keyboard and screen-reader users continue at the new step, not at the top.
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <Stack gap={4} align="start">
      {/* A native h2: the focus target needs a ref, which the ui Heading does not forward. */}
      <h2
        ref={heading}
        tabIndex={-1}
        css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg, fontFamily: theme.fonts.heading, color: theme.colors.text })}
      >
        {t('cart.reviewHeading')}
      </h2>
      <Stack gap={1}>
        <Heading level={3} size="md">
          {t('cart.deliverTo')}
        </Heading>
        <address css={{ fontStyle: 'normal' }}>
          <Text>{`${address.firstName} ${address.lastName}`}</Text>
          <Text>{address.addressLine}</Text>
          <Text>{`${address.postcode} ${address.city}`}</Text>
          <Text>{countryName}</Text>
          <Text>{address.email}</Text>
        </address>
      </Stack>
      <Button variant="secondary" onClick={onEdit}>
        {t('cart.editAddress')}
      </Button>
      <Alert tone="info">{t('cart.ordersUnavailable')}</Alert>
    </Stack>
  );
}
