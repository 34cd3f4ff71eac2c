import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPaymentStep as renderStep } from '../../test/checkout-steps';
import { stubApi } from '../../test/fake-api';

const quotes = {
  limit: { amount: 100000, currency: 'GBP' },
  quotes: [3, 4].map((plan) => ({
    plan,
    total: { amount: 14900, currency: 'GBP' },
    approved: true,
    instalments: Array.from({ length: plan }, (_, index) => ({
      number: index + 1,
      dueDate: `2026-12-0${index + 1}`,
      amount: { amount: Math.round(14900 / plan), currency: 'GBP' },
    })),
  })),
};

describe('PaymentStep', () => {
  it('asks for a card (or a plan) for what gift cards leave', () => {
    stubApi([]);
    const onComplete = renderStep();
    expect(screen.getByTitle('Card details (secure payment form)').getAttribute('src')).toBe('/payments/test-provider/card-form?lang=en');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(screen.getByText('Enter your card details and confirm them to continue.')).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('shows the instalment plans in a dialog and pays the rest with the chosen one', async () => {
    const api = stubApi([{ path: '/api/payments/bnpl/quotes', body: quotes }]);
    const onComplete = renderStep();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay in instalments, interest free' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'See instalment plans' })));
    expect(api.urls[0]).toContain('amount=14900&currency=GBP');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay in 4 instalments' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(onComplete).toHaveBeenCalledWith({ billingAddress: null, giftCards: [], rest: { code: 'BNPL', plan: 4 } });
  });

  it('checks a separate billing address with the country rules', () => {
    stubApi([]);
    const onComplete = renderStep({
      initial: { billingAddress: null, giftCards: [], rest: { code: 'CARD', token: 'tok_abcdefghijklmnop', label: 'visa •••• 4242' } },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as the shipping address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(onComplete).not.toHaveBeenCalled();
    expect(document.activeElement?.getAttribute('name')).toBe('billing-firstName');
  });

  it('shows the decline notice it was given', () => {
    stubApi([]);
    renderStep({ notice: 'Your payment was declined.' });
    expect(screen.getByRole('alert').textContent).toBe('Your payment was declined.');
  });
});
