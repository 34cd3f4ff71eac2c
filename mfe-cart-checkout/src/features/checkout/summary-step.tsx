import { useId, useRef, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { Alert, Button, formatMoney, Heading, Link, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { Basket, Order, PlaceOrderResult } from '@sf/contracts';
import { pointsValue } from '@sf/contracts/loyalty';
import type { CheckoutApi, PlaceOrderInput } from './checkout-api';
import { keepNewCard, wantsCardSaved } from './checkout-account';
import { methodKey } from './shipping-method-key';
import { attemptKey, endAttempt } from './idempotency';
import type { PaymentChoice } from './payment-step';
import type { ShippingDetails } from './shipping-address';
import { AddressLines } from './suggestion-dialog';
import { buildTenders } from './tenders';
import { ThreeDsDialog } from './three-ds-dialog';

interface SummaryStepProps {
  basket: Basket;
  api: CheckoutApi;
  shipping: ShippingDetails;
  shippingMethod: string;
  payment: PaymentChoice;
  onEdit: (step: 'shipping' | 'payment') => void;
  onDeclined: (message: string) => void;
  onPlaced: (order: Order) => void;
}

/** A payment refusal (stock and gift cards are given back): the shopper chooses another way to pay. */
const DECLINED = 402;
/** The key was used with another body: this attempt is over, the next click starts a new one. */
const KEY_REUSED = 422;

/** Spec §4 step 4: review, then one "Place order" with one Idempotency-Key for the attempt. */
export function SummaryStep({ basket, api, shipping, shippingMethod, payment, onEdit, onDeclined, onPlaced }: SummaryStepProps) {
  const { t } = useTranslation();
  const site = useSite();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<{ orderNumber: string; paymentId: string; url: string } | null>(null);
  // A second click while the first request runs must not even reach fetch.
  const inFlight = useRef(false);
  const tenders = buildTenders(basket.totals.total, payment.giftCards, payment.rest, { points: payment.points ?? 0, currency: basket.currency });

  const declined = () => {
    endAttempt(basket.basketId);
    onDeclined(t('cart.checkout.declined'));
  };

  const settle = async (result: PlaceOrderResult) => {
    if (result.action) {
      setChallenge({ orderNumber: result.order.orderNumber, paymentId: result.action.paymentId, url: result.action.challengeUrl });
      return;
    }
    if (!result.order.isFinalized) {
      declined();
      return;
    }
    endAttempt(basket.basketId);
    // "Save this card": the paid card's token goes to the account now (a failure never spoils the order).
    await keepNewCard(payment.rest, site);
    onPlaced(result.order);
  };

  const failed = (failure: unknown) => {
    if (failure instanceof ApiRequestError && failure.status === DECLINED) {
      declined();
      return;
    }
    if (failure instanceof ApiRequestError && failure.status === KEY_REUSED) endAttempt(basket.basketId);
    console.error('[mfe-cart-checkout] place order failed', failure);
    // The attempt (and its key) stays: trying again cannot make a second order.
    const conflict = failure instanceof ApiRequestError && failure.status === 409;
    // A pickup order's conflict is the store's stock (another shopper took the last pair there), not the warehouse's.
    const pickupStore = shippingMethod === 'pickup' ? shipping.pickup?.storeName : undefined;
    setError(
      conflict
        ? pickupStore
          ? t('store-pickup.pickup.orderConflict', { store: pickupStore })
          : t('cart.checkout.orderConflict')
        : t('cart.checkout.orderFailed'),
    );
  };

  const place = async () => {
    if (inFlight.current || !tenders) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const body: PlaceOrderInput = {
      basketId: basket.basketId,
      brand: site.brand,
      locale: site.locale,
      email: shipping.email,
      shippingAddress: shipping.address,
      ...(payment.billingAddress ? { billingAddress: payment.billingAddress, sameAsShipping: false } : { sameAsShipping: true }),
      shippingMethod,
      tenders,
      // Issue 25: a pickup order names its store and who collects it.
      ...(shippingMethod === 'pickup' && shipping.pickup
        ? { pickup: { storeId: shipping.pickup.storeId, person: { ...shipping.pickup.person, email: shipping.pickup.person.email.trim() } } }
        : {}),
    } as PlaceOrderInput;
    try {
      await settle(await api.placeOrder(body, attemptKey(basket.basketId, body)));
    } catch (failure) {
      failed(failure);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const challengeDone = async (result: 'approved' | 'failed') => {
    const current = challenge;
    setChallenge(null);
    if (!current) return;
    if (result === 'failed') {
      declined();
      return;
    }
    setBusy(true);
    try {
      await settle(await api.completeChallenge(current.orderNumber, current.paymentId));
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const method = basket.shippingMethods.find((option) => option.code === shippingMethod);
  return (
    <section aria-labelledby={headingId}>
      <Stack gap={4} align="start">
        <Heading level={2} size="lg" id={headingId}>
          {t('cart.reviewHeading')}
        </Heading>
        <Stack gap={1}>
          <Heading level={3} size="md">
            {t('cart.deliverTo')}
          </Heading>
          <AddressLines address={shipping.address} />
          <Text>{shipping.email}</Text>
          {method && <Text>{t(methodKey(method.code))}</Text>}
          {shippingMethod === 'pickup' && shipping.pickup && (
            <Text data-testid="summary-pickup">
              {t('store-pickup.pickup.pickupAt', { store: shipping.pickup.storeName })} · {shipping.pickup.person.name}
            </Text>
          )}
          <Button variant="secondary" onClick={() => onEdit('shipping')}>
            {t('cart.editAddress')}
          </Button>
        </Stack>
        <Stack gap={1}>
          <Heading level={3} size="md">
            {t('cart.checkout.paymentHeading')}
          </Heading>
          {payment.billingAddress ? <AddressLines address={payment.billingAddress} /> : <Text>{t('cart.checkout.sameAsShipping')}</Text>}
          {payment.points ? (
            <Text data-testid="summary-points">
              {t('loyalty.checkout.summary', {
                points: t('loyalty.pointCount', { count: payment.points, points: new Intl.NumberFormat(site.tag).format(payment.points) }),
                amount: formatMoney({ amount: pointsValue(payment.points, basket.currency), currency: basket.currency }, site.tag),
              })}
            </Text>
          ) : null}
          {payment.giftCards
            .filter((card) => card.amount > 0)
            .map((card) => (
              <Text key={card.cardNumber}>{t('cart.checkout.giftCardApplied', { card: card.maskedNumber })}</Text>
            ))}
          {payment.rest?.code === 'CARD' && <Text>{t('cart.checkout.cardReady', { card: payment.rest.label })}</Text>}
          {wantsCardSaved(payment.rest) && <Text tone="muted">{t('checkout-account.cards.willSave')}</Text>}
          {payment.rest?.code === 'BNPL' && <Text>{t('cart.checkout.bnplPlan', { count: payment.rest.plan })}</Text>}
          <Button variant="secondary" onClick={() => onEdit('payment')}>
            {t('cart.checkout.editPayment')}
          </Button>
        </Stack>
        {error && <Alert tone="error">{error}</Alert>}
        {!tenders && <Alert tone="error">{t('cart.checkout.cardMissing')}</Alert>}
        <Text size="sm" data-testid="terms-notice">
          {t('cart.checkout.termsBefore')} <Link to="#content_terms-and-conditions">{t('cart.checkout.termsLink')}</Link>.
        </Text>
        <Button size="lg" onClick={place} disabled={busy || !tenders} aria-busy={busy}>
          {t('cart.checkout.placeOrder')}
        </Button>
      </Stack>
      {challenge && <ThreeDsDialog challengeUrl={challenge.url} paymentId={challenge.paymentId} onResult={(result) => void challengeDone(result)} />}
    </section>
  );
}
