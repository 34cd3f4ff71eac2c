import { Field, Select, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { postcodeExample, REGIONS_OF_COUNTRY, type AddressField, type AddressProblemCode, type AddressKind, type PostalAddress } from '@sf/contracts';
import { ADDRESS_COUNTRIES, MAX_FIELD_LENGTH, OPTIONAL_FIELDS, type AddressErrors } from './address-rules';

/** Same input names and autocomplete tokens as checkout's address form, so browsers fill both alike. */
const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  country: 'country',
  phone: 'tel',
};

/** The translated message of one field problem (the server's English message is never shown). */
function useAddressMessage() {
  const { t } = useTranslation();
  return (field: AddressField, code: AddressProblemCode | undefined, country: string): string | undefined => {
    if (!code) return undefined;
    if (code === 'too_long') return t('account-area.address.tooLong', { max: MAX_FIELD_LENGTH });
    if (field === 'region') return t('account-area.address.regionRequired');
    if (field === 'country') return t('account-area.address.countryRequired');
    if (code === 'required') return t(`account-area.address.required.${field}`);
    if (field === 'postalCode') {
      const example = postcodeExample(country);
      return example ? t('account-area.address.postcodeInvalid', { example }) : t('account-area.address.postcodeInvalidAny');
    }
    if (field === 'phone') return t('account-area.address.phoneInvalid');
    return t('account-area.address.invalid');
  };
}

interface AddressFieldsProps {
  kind: AddressKind;
  address: PostalAddress;
  errors: AddressErrors;
  countryName: (code: string) => string;
  onChange: (field: AddressField, value: string) => void;
}

/** Per-country address fields: the US and Canada add a required state/province; the postcode follows the country. */
export function AddressFields({ kind, address, errors, countryName, onChange }: AddressFieldsProps) {
  const { t } = useTranslation();
  const message = useAddressMessage();
  const regions = REGIONS_OF_COUNTRY[address.country];
  const example = postcodeExample(address.country);
  const text = (field: AddressField, extra: { hint?: string; type?: string } = {}) => (
    <Field
      name={`${kind}-${field}`}
      label={t(`account-area.address.field.${field}`)}
      hint={extra.hint}
      type={extra.type}
      value={address[field] ?? ''}
      onChange={(event) => onChange(field, event.target.value)}
      error={message(field, errors[field], address.country)}
      autoComplete={`${kind} ${AUTOCOMPLETE[field] ?? 'on'}`}
      required={!OPTIONAL_FIELDS.has(field)}
      maxLength={MAX_FIELD_LENGTH}
    />
  );
  return (
    <Stack gap={4}>
      <Select
        name={`${kind}-country`}
        label={t('account-area.address.field.country')}
        value={address.country}
        onChange={(event) => onChange('country', event.target.value)}
        error={message('country', errors.country, address.country)}
        options={ADDRESS_COUNTRIES.map((code) => ({ value: code, label: countryName(code) }))}
        autoComplete={`${kind} country`}
        required
      />
      {text('firstName')}
      {text('lastName')}
      {text('addressLine1')}
      {text('addressLine2')}
      {text('city')}
      {regions && (
        <Select
          name={`${kind}-region`}
          label={t(address.country === 'CA' ? 'account-area.address.field.province' : 'account-area.address.field.state')}
          value={address.region ?? ''}
          onChange={(event) => onChange('region', event.target.value)}
          error={message('region', errors.region, address.country)}
          placeholder={t('account-area.address.chooseRegion')}
          options={regions.map((code) => ({ value: code, label: code }))}
          autoComplete={`${kind} address-level1`}
          required
        />
      )}
      {text('postalCode', example ? { hint: t('account-area.address.postcodeHint', { example }) } : {})}
      {text('phone', { type: 'tel', hint: t('account-area.address.phoneHint') })}
    </Stack>
  );
}

/** After a failed submit focus goes to the first field with a problem, in form order. */
export function focusFirstProblem(form: HTMLFormElement | null, kind: AddressKind, fields: readonly AddressField[], errors: AddressErrors): void {
  const first = fields.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${kind}-${first}"]`)?.focus();
}
