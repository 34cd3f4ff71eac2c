import type { Theme } from '@emotion/react';
import { Inline, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-step';

const SHOWN_STEPS = [
  { step: CHECKOUT_STEPS.cart, label: 'cart.stepCart' },
  { step: CHECKOUT_STEPS.shipping, label: 'cart.stepShipping' },
  { step: CHECKOUT_STEPS.billing, label: 'cart.stepBilling' },
  { step: CHECKOUT_STEPS.summary, label: 'cart.stepSummary' },
] as const;

/** Where the shopper is in checkout: an ordered list with the current step marked aria-current="step". */
export function StepIndicator({ current, billingAvailable }: { current: CheckoutStep; billingAvailable: boolean }) {
  const { t } = useTranslation();
  return (
    <Inline as="ol" gap={4} aria-label={t('cart.stepsLabel')}>
      {SHOWN_STEPS.map(({ step, label }, index) => {
        const unavailable = step === CHECKOUT_STEPS.billing && !billingAvailable;
        const done = step < current && !unavailable;
        const isCurrent = step === current;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            css={(theme: Theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: theme.space[2],
              color: isCurrent ? theme.colors.text : theme.colors.mutedText,
              fontWeight: isCurrent ? theme.fontWeights.bold : theme.fontWeights.regular,
              textDecoration: unavailable ? 'line-through' : undefined,
            })}
          >
            <span
              aria-hidden="true"
              css={(theme: Theme) => ({
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                minWidth: theme.sizes.iconMd,
                minHeight: theme.sizes.iconMd,
                borderRadius: theme.radii.pill,
                border: `${theme.sizes.borderWidth} solid currentColor`,
                fontSize: theme.fontSizes.sm,
              })}
            >
              {done ? '✓' : index + 1}
            </span>
            {t(label)}
            {done && <VisuallyHidden>{` (${t('cart.stepDone')})`}</VisuallyHidden>}
            {unavailable && <VisuallyHidden>{` (${t('cart.stepUnavailable')})`}</VisuallyHidden>}
          </li>
        );
      })}
    </Inline>
  );
}
