import { useEffect, useState } from 'react';
import type { Basket, PageProps } from '@sf/contracts';
import { Alert, Button, Grid, Heading, SkeletonGroup, SkeletonText, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { PageFrame } from '../../shared/page-frame';
import { useBasket } from '../../shared/use-basket';
import { AddressReview } from './address-review';
import { CheckoutHeader } from './checkout-header';
import { CHECKOUT_STEPS, checkoutStep } from './checkout-step';
import { OrderSummary } from './order-summary';
import { emptyShippingAddress, hasErrors, validateShippingAddress, type ShippingAddress } from './shipping-address';
import { ShippingForm } from './shipping-form';
import { readShippingAddress, writeShippingAddress } from './shipping-storage';
import { StepIndicator } from './step-indicator';

/** Payments arrive with a later issue; until then checkout goes from shipping straight to the summary. */
const BILLING_AVAILABLE = false;

/** `/checkout`: needs at least one item, otherwise it sends the shopper to /cart (spec §2). */
export function CheckoutPage({ navigate }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { state, retry } = useBasket(site);
  const empty = state.status === 'none' || (state.status === 'ready' && state.basket.items.length === 0);

  useEffect(() => {
    if (empty) navigate('/cart', { replace: true });
  }, [empty, navigate]);

  if (empty) return null;
  return (
    <PageFrame>
      <CheckoutHeader />
      <Heading level={1}>{t('cart.checkoutTitle')}</Heading>
      {state.status === 'loading' && (
        <SkeletonGroup label={t('cart.loading')}>
          <SkeletonText lines={6} />
        </SkeletonGroup>
      )}
      {state.status === 'failed' && (
        <Alert tone="error" action={<Button variant="secondary" onClick={retry}>{t('cart.retry')}</Button>}>
          {t('cart.loadFailed')}
        </Alert>
      )}
      {state.status === 'ready' && <CheckoutSteps key={state.basket.basketId} basket={state.basket} />}
    </PageFrame>
  );
}

function CheckoutSteps({ basket }: { basket: Basket }) {
  const site = useSite();
  const [confirmed, setConfirmed] = useState<ShippingAddress | null>(() => storedAddress(basket.basketId, site.country));
  const [editing, setEditing] = useState(false);
  const [justCompleted, setJustCompleted] = useState(false);
  const step = checkoutStep(basket, {
    inCheckout: true,
    shippingComplete: confirmed !== null && !editing,
    billing: BILLING_AVAILABLE ? 'pending' : 'unavailable',
  });
  const countryName = new Intl.DisplayNames([site.tag], { type: 'region' }).of(site.country) ?? site.country;

  const complete = (address: ShippingAddress) => {
    writeShippingAddress(basket.basketId, address);
    setConfirmed(address);
    setEditing(false);
    setJustCompleted(true);
  };

  return (
    <>
      <StepIndicator current={step} billingAvailable={BILLING_AVAILABLE} />
      <Grid columns={{ base: 1, lg: 2 }} gap={6}>
        <div>
          {step === CHECKOUT_STEPS.shipping && (
            <ShippingForm initial={confirmed ?? emptyShippingAddress(site.country)} countryName={countryName} onComplete={complete} />
          )}
          {step === CHECKOUT_STEPS.summary && confirmed && (
            <AddressReview address={confirmed} countryName={countryName} onEdit={() => setEditing(true)} takeFocus={justCompleted} />
          )}
        </div>
        <OrderSummary basket={basket} />
      </Grid>
    </>
  );
}

/** A saved address counts only if it is for this site's country and still valid. */
function storedAddress(basketId: string, country: string): ShippingAddress | null {
  const stored = readShippingAddress(basketId);
  if (!stored || stored.country !== country || hasErrors(validateShippingAddress(stored))) return null;
  return stored;
}
