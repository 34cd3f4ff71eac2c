import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Field, Heading, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { postcodeExample } from './postcode';
import {
  hasErrors,
  MAX_FIELD_LENGTH,
  SHIPPING_FIELDS,
  validateShippingAddress,
  type ShippingAddress,
  type ShippingErrors,
  type ShippingField,
} from './shipping-address';

interface ShippingFormProps {
  initial: ShippingAddress;
  countryName: string;
  onComplete: (address: ShippingAddress) => void;
}

const AUTOCOMPLETE: Record<ShippingField, string> = {
  email: 'email',
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine: 'address-line1',
  city: 'address-level2',
  postcode: 'postal-code',
};

/** Spec §4 step 2. Checked on submit; each problem is shown under its field and tied to it with aria-describedby. */
export function ShippingForm({ initial, countryName, onComplete }: ShippingFormProps) {
  const { t } = useTranslation();
  const [address, setAddress] = useState(initial);
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateShippingAddress(address);
    setErrors(found);
    setSubmitted(true);
    if (!hasErrors(found)) {
      onComplete(trimmed(address));
      return;
    }
    const first = SHIPPING_FIELDS.find((field) => found[field]);
    form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const update = (field: ShippingField, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    // Once the shopper has seen the errors, each one clears as soon as its field is right.
    if (submitted) setErrors(validateShippingAddress({ ...address, [field]: value }));
  };

  const message = (field: ShippingField): string | undefined => {
    const problem = errors[field];
    if (!problem) return undefined;
    if (problem === 'required') return t(`cart.${field}Required`);
    if (address[field].trim().length > MAX_FIELD_LENGTH) return t('cart.tooLong', { max: MAX_FIELD_LENGTH });
    if (field === 'email') return t('cart.emailInvalid');
    const example = postcodeExample(address.country);
    return example ? t('cart.postcodeInvalid', { example }) : t('cart.postcodeInvalidAny');
  };

  const count = Object.keys(errors).length;
  const field = (name: ShippingField, type: 'text' | 'email' = 'text') => (
    <Field
      name={name}
      type={type}
      label={t(`cart.${name}`)}
      value={address[name]}
      onChange={(event) => update(name, event.target.value)}
      error={message(name)}
      autoComplete={AUTOCOMPLETE[name]}
      required
      maxLength={MAX_FIELD_LENGTH}
    />
  );

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Stack gap={4}>
        <Heading level={2} size="lg" id={headingId}>
          {t('cart.shippingHeading')}
        </Heading>
        <Text size="sm" tone="muted">
          {t('cart.requiredNote')}
        </Text>
        {submitted && count > 0 && <Alert tone="error">{t('cart.errorSummary', { count })}</Alert>}
        {field('email', 'email')}
        {field('firstName')}
        {field('lastName')}
        {field('addressLine')}
        {field('city')}
        {field('postcode')}
        <Field name="country" label={t('cart.country')} value={countryName} readOnly autoComplete="country-name" />
        <div>
          <Button type="submit" size="lg">
            {t('cart.continue')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function trimmed(address: ShippingAddress): ShippingAddress {
  return Object.fromEntries(Object.entries(address).map(([key, value]) => [key, value.trim()])) as unknown as ShippingAddress;
}
