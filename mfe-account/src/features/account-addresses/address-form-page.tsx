import type { Theme } from '@emotion/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { AddressField, AddressKind, PostalAddress, SavedAddress } from '@sf/contracts';
import { emit, type PageProps } from '@sf/remote-contract';
import { Alert, Button, Link, Stack, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useAccountData } from '../../shared/account-data';
import { AccountHeading } from '../../shared/account-heading';
import { apiProblem } from '../../shared/api-problem';
import { AccountDataView } from '../../shared/data-states';
import { AddressFields, focusFirstProblem } from './address-fields';
import {
  ADDRESS_FORM_FIELDS,
  addressBody,
  addressFromSaved,
  countryNamer,
  emptyAddress,
  hasErrors,
  kindOfPath,
  validateAddressForm,
  type AddressErrors,
} from './address-rules';
import { addressesApi, type AddressesApi } from './addresses-api';

/**
 * `/account/address/add-billing-address` and `/account/address/add-shipping-address`; with `?id=` the same form edits
 * that saved address. Validated with the per-country rules checkout uses, before and again on the server.
 */
export function AddressFormPage({ route, navigate }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => addressesApi(site), [site]);
  const kind = kindOfPath(route.path);
  const editId = route.query.id ?? null;
  const [list, { reload }] = useAccountData((signal) => api.list(signal), `${kind}:${editId ?? ''}`);
  const title = editId ? t(`account-area.address.editTitle.${kind}`) : t(`account-area.address.addTitle.${kind}`);

  return (
    <>
      <AccountHeading title={title} />
      <AccountDataView state={list} route={route} onRetry={reload} skeletonRows={6}>
        {(data) => {
          const editing = editId ? data.addresses.find((address) => address.id === editId) : undefined;
          if (editId && !editing) {
            return (
              <Alert tone="error" action={<Link to="/account/address">{t('account-area.address.backToBook')}</Link>}>
                {t('account-area.address.notFound')}
              </Alert>
            );
          }
          if (!editing && data.addresses.length >= data.max) {
            return (
              <Alert tone="info" action={<Link to="/account/address">{t('account-area.address.backToBook')}</Link>}>
                {t('account-area.address.bookFull', { max: data.max })}
              </Alert>
            );
          }
          const firstOfKind = !data.addresses.some((address) => address.kind === kind);
          return <AddressForm api={api} kind={kind} editing={editing} firstOfKind={firstOfKind} onSaved={() => navigate('/account/address')} />;
        }}
      </AccountDataView>
    </>
  );
}

interface AddressFormProps {
  api: AddressesApi;
  kind: AddressKind;
  editing: SavedAddress | undefined;
  firstOfKind: boolean;
  onSaved: () => void;
}

function AddressForm({ api, kind, editing, firstOfKind, onSaved }: AddressFormProps) {
  const { t } = useTranslation();
  const site = useSite();
  const countryName = useMemo(() => countryNamer(site.tag), [site.tag]);
  const form = useRef<HTMLFormElement>(null);
  const [address, setAddress] = useState<PostalAddress>(() => (editing ? addressFromSaved(editing) : emptyAddress(site.country)));
  const [makeDefault, setMakeDefault] = useState(editing?.isDefault ?? firstOfKind);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: AddressField, value: string) => {
    const next = { ...address, [field]: value, ...(field === 'country' ? { region: '' } : {}) };
    setAddress(next);
    // Once the shopper tried to save, problems clear (or appear) as they type.
    if (submitted) setErrors(validateAddressForm(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAddressForm(address);
    setSubmitted(true);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) {
      focusFirstProblem(form.current, kind, ADDRESS_FORM_FIELDS, found);
      return;
    }
    setBusy(true);
    try {
      const body = addressBody(address, kind, makeDefault);
      if (editing) await api.update(editing.id, body);
      else await api.add(body);
      emit('toast:show', { message: t(editing ? 'account-area.address.updated' : 'account-area.address.added'), tone: 'success' });
      onSaved();
    } catch (error) {
      const problem = apiProblem(error);
      setFailure(
        problem === 'conflict'
          ? t('account-area.address.bookFullShort')
          : problem === 'invalid'
            ? t('account-area.address.checkFields')
            : problem === 'signed-out'
              ? t('account-area.sessionEnded')
              : t('account-area.saveFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-label={t(`account-area.address.formLabel.${kind}`)} css={{ maxWidth: '36rem' }}>
      <Stack gap={4}>
        {hasErrors(errors) && <Alert tone="error">{t('account-area.address.checkFields')}</Alert>}
        {failure && <Alert tone="error">{failure}</Alert>}
        <AddressFields kind={kind} address={address} errors={errors} countryName={countryName} onChange={change} />
        <label css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'center', minHeight: theme.sizes.minTarget })}>
          <input type="checkbox" name="isDefault" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
          {t(`account-area.address.makeDefault.${kind}`)}
        </label>
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[3], alignItems: 'center' })}>
          <Button type="submit" loading={busy}>
            {t('account-area.address.save')}
          </Button>
          <Link to="/account/address">{t('account-area.cancel')}</Link>
        </div>
      </Stack>
    </form>
  );
}
