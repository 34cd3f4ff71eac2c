import { useEffect, useMemo, useState } from 'react';
import { writeBasketId, type Basket, type Order } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Alert, Grid, Heading, SkeletonGroup, SkeletonText, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { publishCartSummary } from '../../shared/cart-summary';
import { writeLastOrder } from '../../shared/last-order';
import { PageFrame } from '../../shared/page-frame';
import { useBasket } from '../../shared/use-basket';
import { initialBilling, initialRest, initialShipping, useCheckoutAccount, type CheckoutAccount } from './checkout-account';
import { CheckoutHeader } from './checkout-header';
import { checkoutApi } from './checkout-api';
import { CHECKOUT_STEPS, checkoutStep } from './checkout-step';
import { useCheckoutStepAnalytics } from '../../shared/basket-analytics';
import { OrderSummary } from './order-summary';
import { PaymentStep, type PaymentChoice } from './payment-step';
import type { ShippingDetails } from './shipping-address';
import { ShippingForm } from './shipping-form';
import { useSavedCardLabel } from './saved-choices';
import { readCheckout, writeCheckout } from './shipping-storage';
import { StepIndicator } from './step-indicator';
import { SummaryStep } from './summary-step';
import { LoadFailedAlert } from '../../shared/load-failed-alert';

/** `/checkout`: needs at least one item, otherwise it sends the shopper to /cart (spec §2). */
export function CheckoutPage({ navigate, route }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { state, retry, replace } = useBasket(site);
  // Signed in: the account e-mail, saved addresses and cards (guests: nothing is asked, nothing changes).
  const account = useCheckoutAccount(site);
  const [placed, setPlaced] = useState(false);
  const empty =
    !placed && (state.status === 'none' || (state.status === 'ready' && state.basket.items.length === 0 && state.basket.giftCardItems.length === 0));

  useEffect(() => {
    if (empty) navigate('/cart', { replace: true });
  }, [empty, navigate]);

  if (empty) return null;
  const onPlaced = (order: Order, email: string) => {
    setPlaced(true);
    writeLastOrder({ orderNumber: order.orderNumber, email });
    if (state.status === 'ready') writeCheckout(state.basket.basketId, null);
    // The server closed the basket with the order: the header count starts again from zero.
    writeBasketId(site.country, null);
    publishCartSummary(null);
    // Issue 25: a pickup order's confirmation names its store (spec §2 storeContext).
    const storeContext = order.pickup?.storeId ?? route.query.storeContext;
    const query = new URLSearchParams({ orderNumber: order.orderNumber, ...(storeContext ? { storeContext } : {}) });
    navigate(`/order-confirmation?${query.toString()}`, { replace: true });
  };
  return (
    <PageFrame>
      <CheckoutHeader />
      <Heading level={1}>{t('cart.checkoutTitle')}</Heading>
      {(state.status === 'loading' || (state.status === 'ready' && account.status === 'loading')) && (
        <SkeletonGroup label={t(state.status === 'loading' ? 'cart.loading' : 'checkout-account.loading')}>
          <SkeletonText lines={6} />
        </SkeletonGroup>
      )}
      {state.status === 'failed' && <LoadFailedAlert onRetry={retry} />}
      {state.status === 'ready' && account.status === 'ready' && account.failed && !placed && <Alert tone="info">{t('checkout-account.profileFailed')}</Alert>}
      {state.status === 'ready' && account.status !== 'loading' && !placed && (
        <CheckoutSteps
          // Signing in or out mid-checkout starts the steps again, with (or without) the account's details.
          key={`${state.basket.basketId}:${account.status === 'ready' ? account.account.email : 'guest'}`}
          basket={state.basket}
          account={account.status === 'ready' ? account.account : null}
          onBasket={replace}
          onPlaced={onPlaced}
        />
      )}
    </PageFrame>
  );
}

type Stage = 'shipping' | 'payment' | 'summary';

interface CheckoutStepsProps {
  basket: Basket;
  /** The signed-in shopper's checkout profile; null for a guest. */
  account: CheckoutAccount | null;
  onBasket: (basket: Basket) => void;
  onPlaced: (order: Order, email: string) => void;
}

function CheckoutSteps({ basket, account, onBasket, onPlaced }: CheckoutStepsProps) {
  const site = useSite();
  const api = useMemo(() => checkoutApi(site), [site]);
  const stored = useMemo(() => readCheckout(basket.basketId, site.country), [basket.basketId, site.country]);
  const cardLabel = useSavedCardLabel();
  const [shipping, setShipping] = useState<ShippingDetails | null>(stored ? initialShipping(stored, account, site.country) : null);
  const [shippingMethod, setShippingMethod] = useState(stored?.shippingMethod ?? basket.selectedShippingMethod);
  const [payment, setPayment] = useState<PaymentChoice | null>(null);
  const [stage, setStage] = useState<Stage>(stored ? 'payment' : 'shipping');
  const [notice, setNotice] = useState<string | null>(null);
  const countryName = new Intl.DisplayNames([site.tag], { type: 'region' }).of(site.country) ?? site.country;
  const step = checkoutStep(basket, {
    inCheckout: true,
    shippingComplete: shipping !== null && stage !== 'shipping',
    billing: stage === 'summary' && payment ? 'complete' : 'pending',
  });
  useCheckoutStepAnalytics(basket, step);

  const completeShipping = async (details: ShippingDetails, method: string) => {
    // Tax (US/CA) follows the state; shipping cost follows the method: the basket reprices before payment.
    let next = basket;
    // The form's choice is one of the basket's own methods (the server's codes).
    const code = basket.shippingMethods.find((offered) => offered.code === method)?.code;
    if (code && code !== basket.selectedShippingMethod) next = await api.setShippingMethod(basket.basketId, code);
    const region = details.address.region || null;
    if (region !== basket.shippingRegion && (region !== null || basket.shippingRegion !== null)) next = await api.setShippingRegion(basket.basketId, region);
    if (next !== basket) onBasket(next);
    writeCheckout(basket.basketId, { shipping: details, shippingMethod: method, billingAddress: payment?.billingAddress ?? null });
    setShipping(details);
    setShippingMethod(method);
    setStage('payment');
  };

  return (
    <>
      <StepIndicator current={step} billingAvailable />
      <Grid columns={{ base: 1, lg: 2 }} gap={6}>
        <div>
          {step === CHECKOUT_STEPS.shipping && (
            <ShippingForm
              basket={basket}
              api={api}
              initial={shipping ?? initialShipping(null, account, site.country)}
              account={account}
              initialMethod={shippingMethod}
              countryName={countryName}
              onComplete={completeShipping}
            />
          )}
          {step === CHECKOUT_STEPS.billing && (
            <PaymentStep
              basket={basket}
              api={api}
              countryName={countryName}
              notice={notice}
              initial={
                payment ?? {
                  billingAddress: initialBilling(stored, account, shipping?.address ?? null),
                  giftCards: [],
                  rest: initialRest(account, cardLabel),
                }
              }
              account={account}
              onComplete={(choice) => {
                setPayment(choice);
                setNotice(null);
                setStage('summary');
              }}
            />
          )}
          {step === CHECKOUT_STEPS.summary && shipping && payment && (
            <SummaryStep
              basket={basket}
              api={api}
              shipping={shipping}
              shippingMethod={shippingMethod}
              payment={payment}
              onEdit={setStage}
              onDeclined={(message) => {
                // A declined card's token is spent: the shopper enters a card (or chooses instalments) again.
                setPayment((current) => (current ? { ...current, rest: null } : current));
                setNotice(message);
                setStage('payment');
              }}
              onPlaced={(order) => onPlaced(order, shipping.email)}
            />
          )}
        </div>
        <OrderSummary basket={basket} />
      </Grid>
    </>
  );
}
