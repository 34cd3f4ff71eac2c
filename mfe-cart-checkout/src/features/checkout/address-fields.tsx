import { Field, Select, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { postcodeExample, REGIONS_OF_COUNTRY, type AddressField, type PostalAddress } from '@sf/contracts';
import { MAX_FIELD_LENGTH, type CheckoutErrors, type CheckoutField } from './shipping-address';

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
};

/** The translated message of one field problem (the server's English message is never shown). */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (field: CheckoutField, code: CheckoutErrors[CheckoutField], country: string): string | undefined => {
    if (!code) return undefined;
    if (code === 'required') return field === 'region' ? t('cart.checkout.regionRequired') : t('cart.checkout.required');
    if (code === 'too_long') return t('cart.tooLong', { max: MAX_FIELD_LENGTH });
    if (field === 'email') return t('cart.emailInvalid');
    if (field === 'region') return t('cart.checkout.regionRequired');
    if (field === 'postalCode') {
      const example = postcodeExample(country);
      return example ? t('cart.postcodeInvalid', { example }) : t('cart.postcodeInvalidAny');
    }
    return t('cart.checkout.invalid');
  };
}

interface AddressFieldsProps {
  /** Prefix of the inputs' names, so shipping and billing fields on one page stay distinct. */
  prefix: string;
  address: PostalAddress;
  errors: CheckoutErrors;
  countryName: string;
  onChange: (field: AddressField, value: string) => void;
}

/** Per-country address fields: US and Canada add a state/province choice (required there). */
export function AddressFields({ prefix, address, errors, countryName, onChange }: AddressFieldsProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const regions = REGIONS_OF_COUNTRY[address.country];
  const text = (field: AddressField, required = true) => (
    <Field
      name={`${prefix}-${field}`}
      label={t(`cart.checkout.field.${field}`)}
      value={address[field] ?? ''}
      onChange={(event) => onChange(field, event.target.value)}
      error={message(field, errors[field], address.country)}
      autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} ${AUTOCOMPLETE[field] ?? 'on'}`}
      required={required}
      maxLength={MAX_FIELD_LENGTH}
    />
  );
  return (
    <Stack gap={4}>
      {text('firstName')}
      {text('lastName')}
      {text('addressLine1')}
      {text('addressLine2', false)}
      {text('city')}
      {regions && (
        <Select
          name={`${prefix}-region`}
          label={t(address.country === 'CA' ? 'cart.checkout.field.province' : 'cart.checkout.field.state')}
          value={address.region ?? ''}
          onChange={(event) => onChange('region', event.target.value)}
          error={message('region', errors.region, address.country)}
          placeholder={t('cart.checkout.chooseRegion')}
          options={regions.map((code) => ({ value: code, label: code }))}
          autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} address-level1`}
          required
        />
      )}
      {text('postalCode')}
      <Field name={`${prefix}-country`} label={t('cart.country')} value={countryName} readOnly autoComplete="country-name" />
    </Stack>
  );
}

/** Where focus goes after a failed submit: the first field with a problem, in form order. */
export function focusFirstProblem(form: HTMLFormElement | null, prefix: string, fields: readonly CheckoutField[], errors: CheckoutErrors): void {
  const first = fields.find((field) => errors[field]);
  if (!first) return;
  const name = first === 'email' ? 'email' : `${prefix}-${first}`;
  form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}
