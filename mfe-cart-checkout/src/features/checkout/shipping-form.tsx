import { useId, useRef, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { Alert, Button, Field, Heading, Price, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { Basket, PostalAddress } from '@sf/contracts';
import { AddressFields, focusFirstProblem, useFieldMessage } from './address-fields';
import type { CheckoutApi } from './checkout-api';
import { matchSaved, newAddressFor, type CheckoutAccount } from './checkout-account';
import { SavedAddressChoice } from './saved-choices';
import { methodKey } from './shipping-method-key';
import {
  ADDRESS_FORM_FIELDS,
  cleanAddress,
  hasErrors,
  validateShipping,
  type CheckoutErrors,
  type CheckoutField,
  type ShippingDetails,
} from './shipping-address';
import { SuggestionDialog } from './suggestion-dialog';
import { pickupComplete, PickupStorePanel, type PickupDetails } from './pickup-store';

interface ShippingFormProps {
  basket: Basket;
  api: CheckoutApi;
  initial: ShippingDetails;
  /** Signed in: the account e-mail (not editable here) and the saved delivery addresses to choose from. */
  account?: CheckoutAccount | null;
  initialMethod: string;
  countryName: string;
  onComplete: (details: ShippingDetails, shippingMethod: string) => Promise<void>;
}

const FIELDS: readonly CheckoutField[] = ['email', ...ADDRESS_FORM_FIELDS];

/** Spec §4 step 2: e-mail, delivery address (checked by the server, which may suggest a correction) and method. */
export function ShippingForm({ basket, api, initial, account = null, initialMethod, countryName, onComplete }: ShippingFormProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [details, setDetails] = useState(initial);
  const [method, setMethod] = useState(initialMethod);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pickup, setPickup] = useState<PickupDetails | null>(initial.pickup ?? null);
  const [suggestion, setSuggestion] = useState<{ entered: PostalAddress; suggested: PostalAddress } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();

  const finish = async (address: PostalAddress) => {
    setSuggestion(null);
    setBusy(true);
    setFailed(false);
    try {
      await onComplete({ email: details.email.trim(), address, ...(method === 'pickup' && pickup ? { pickup } : {}) }, method);
    } catch (error) {
      console.error('[mfe-cart-checkout] shipping step failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateShipping(details);
    setErrors(found);
    setSubmitted(true);
    if (hasErrors(found)) {
      focusFirstProblem(form.current, 'shipping', FIELDS, found);
      return;
    }
    // Store pickup needs a store with every item and the collector's details (the panel shows what is missing).
    if (method === 'pickup' && !pickupComplete(pickup)) return;
    const address = cleanAddress(details.address);
    // A saved address passed the same checks when it was saved: no second look, no suggestion.
    if (account && matchSaved(address, account.shippingAddresses)) {
      await finish(address);
      return;
    }
    setBusy(true);
    try {
      const result = await api.validateAddress(address);
      if (!result.valid) {
        const serverErrors: CheckoutErrors = {};
        for (const problem of result.problems) serverErrors[problem.field] ??= problem.code;
        setErrors(serverErrors);
        setBusy(false);
        focusFirstProblem(form.current, 'shipping', FIELDS, serverErrors);
        return;
      }
      if (result.changed && result.suggestion) {
        setBusy(false);
        setSuggestion({ entered: address, suggested: cleanAddress({ ...address, ...result.suggestion }) });
        return;
      }
    } catch (error) {
      // The check only suggests; place order validates again, so a failed check does not block the shopper.
      console.warn('[mfe-cart-checkout] address check unavailable', error);
    }
    await finish(address);
  };

  const update = (field: CheckoutField, value: string) => {
    const next = field === 'email' ? { ...details, email: value } : { ...details, address: { ...details.address, [field]: value } };
    setDetails(next);
    // Once the shopper has seen the errors, each one clears as soon as its field is right.
    if (submitted) setErrors(validateShipping(next));
  };

  const count = Object.keys(errors).length;
  const methods = basket.shippingMethods.filter((option) => option.available);
  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Stack gap={4}>
        <Heading level={2} size="lg" id={headingId}>
          {t('cart.shippingHeading')}
        </Heading>
        <Text size="sm" tone="muted">
          {t('cart.checkout.requiredNote')}
        </Text>
        {submitted && count > 0 && <Alert tone="error">{t('cart.errorSummary', { count })}</Alert>}
        <Field
          name="email"
          type="email"
          label={t('cart.email')}
          value={details.email}
          onChange={(event) => update('email', event.target.value)}
          error={message('email', errors.email, details.address.country)}
          autoComplete="email"
          required
          maxLength={254}
          readOnly={account ? true : undefined}
          hint={account ? t('checkout-account.email.hint') : undefined}
        />
        <SavedAddressChoice
          name="shipping"
          legend={t('checkout-account.addresses.shippingLegend')}
          addresses={account?.shippingAddresses ?? []}
          value={details.address}
          onChoose={(address) => {
            setDetails((current) => ({ ...current, address }));
            setErrors({});
            setSubmitted(false);
          }}
          blank={() => newAddressFor(account, basket.country)}
        >
          <AddressFields prefix="shipping" address={details.address} errors={errors} countryName={countryName} onChange={update} />
        </SavedAddressChoice>
        <fieldset css={(theme: Theme) => ({ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space[2] })}>
          <legend css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold, marginBottom: theme.space[2] })}>{t('cart.checkout.shippingMethod')}</legend>
          {methods.map((option) => (
            <label key={option.code} css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'center' })}>
              <input type="radio" name="shippingMethod" value={option.code} checked={method === option.code} onChange={() => setMethod(option.code)} />
              <span css={{ flex: 1 }}>
                {t(methodKey(option.code))}
                {' · '}
                {t('cart.checkout.deliveryDays', { min: option.estimate.minDays, max: option.estimate.maxDays })}
              </span>
              <Price money={option.price} />
            </label>
          ))}
        </fieldset>
        {method === 'pickup' && (
          <PickupStorePanel
            basket={basket}
            value={pickup}
            showErrors={submitted}
            onChange={(next) =>
              setPickup(
                next.person.email || next.person.name
                  ? next
                  : {
                      ...next,
                      person: {
                        name: `${details.address.firstName} ${details.address.lastName}`.trim(),
                        email: details.email,
                        phone: details.address.phone ?? '',
                      },
                    },
              )
            }
          />
        )}
        {failed && <Alert tone="error">{t('cart.updateFailed')}</Alert>}
        <div>
          <Button type="submit" size="lg" disabled={busy}>
            {t('cart.checkout.continueToPayment')}
          </Button>
        </div>
      </Stack>
      {suggestion && (
        <SuggestionDialog
          entered={suggestion.entered}
          suggestion={suggestion.suggested}
          onUseSuggestion={() => {
            setDetails((current) => ({ ...current, address: suggestion.suggested }));
            void finish(suggestion.suggested);
          }}
          onKeepMine={() => void finish(suggestion.entered)}
        />
      )}
    </form>
  );
}
