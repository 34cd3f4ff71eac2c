import { vi } from 'vitest';
import { checkoutApi } from '../features/checkout/checkout-api';
import { PaymentStep } from '../features/checkout/payment-step';
import type { ShippingDetails } from '../features/checkout/shipping-address';
import { SummaryStep } from '../features/checkout/summary-step';
import { basket } from './fixtures';
import { renderInShell } from './render';

type PaymentStepProps = Parameters<typeof PaymentStep>[0];
type SummaryStepProps = Parameters<typeof SummaryStep>[0];

/** The delivery details the step tests start from (a UK address). */
export const SHIPPING_DETAILS: ShippingDetails = {
  email: 'mia@example.com',
  address: { firstName: 'Mia', lastName: 'Member', addressLine1: '1 Road', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' },
};

const stepApi = () => checkoutApi({ brand: 'northbound', locale: 'uk-en' });

/** The payment step of the fixture basket, nothing chosen yet unless `overrides` says so. Answers its onComplete. */
export function renderPaymentStep(overrides: Partial<PaymentStepProps> = {}) {
  const onComplete = vi.fn();
  renderInShell(
    <PaymentStep
      basket={basket()}
      api={stepApi()}
      countryName="United Kingdom"
      initial={{ billingAddress: null, giftCards: [], rest: null }}
      notice={null}
      onComplete={onComplete}
      {...overrides}
    />,
  );
  return onComplete;
}

/** The summary step of the fixture basket delivered to SHIPPING_DETAILS, paid with `payment`. Answers its onPlaced. */
export function renderSummaryStep(payment: SummaryStepProps['payment'], overrides: Partial<SummaryStepProps> = {}) {
  const onPlaced = vi.fn();
  renderInShell(
    <SummaryStep
      basket={basket()}
      api={stepApi()}
      shipping={SHIPPING_DETAILS}
      shippingMethod="standard"
      payment={payment}
      onEdit={vi.fn()}
      onDeclined={vi.fn()}
      onPlaced={onPlaced}
      {...overrides}
    />,
  );
  return onPlaced;
}
