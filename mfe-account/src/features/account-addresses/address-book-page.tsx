import type { Theme } from '@emotion/react';
import { useMemo, useState } from 'react';
import type { AddressKind, SavedAddress } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Alert, Badge, Button, Heading, Link, Stack, Text, useSite, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useAccountData } from '../../shared/account-data';
import { AccountHeading } from '../../shared/account-heading';
import { apiProblem } from '../../shared/api-problem';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { AccountDataView, EmptyState } from '../../shared/data-states';
import { useFocusWhenReady } from '../../shared/focus-when-ready';
import { addressFromSaved, addressLines, countryNamer } from './address-rules';
import { addressesApi } from './addresses-api';

const KINDS: readonly AddressKind[] = ['billing', 'shipping'];
const headingId = (kind: AddressKind) => `address-heading-${kind}`;
const ADD_PATHS: Record<AddressKind, string> = {
  billing: '/account/address/add-billing-address',
  shipping: '/account/address/add-shipping-address',
};

/** `/account/address`: billing and shipping addresses, the default of each marked, with edit, default and delete. */
export function AddressBookPage({ route }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => addressesApi(site), [site]);
  const [list, { reload, replace }] = useAccountData((signal) => api.list(signal));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [settingDefault, setSettingDefault] = useState<string | null>(null);
  const focusWhenReady = useFocusWhenReady(list);
  const deletion = useConfirmDelete<SavedAddress>({
    remove: (address) => api.remove(address.id),
    onRemoved: (deleted) => {
      // The deleted address and its button go at once; focus continues from the heading of its list. The list is then
      // read again, because the server may have made another address the default.
      focusWhenReady(headingId(deleted.kind));
      if (list.status === 'ready') replace({ ...list.data, addresses: list.data.addresses.filter((address) => address.id !== deleted.id) });
      setNotice({ tone: 'success', text: t('account-area.address.deleted') });
      reload();
    },
    failureMessage: (failure) => {
      if (apiProblem(failure) !== 'not-found') return t('account-area.deleteFailed');
      reload();
      return t('account-area.address.alreadyGone');
    },
  });

  const makeDefault = async (address: SavedAddress) => {
    if (settingDefault) return;
    setNotice(null);
    setSettingDefault(address.id);
    try {
      await api.makeDefault(address.id, address.kind);
      setNotice({ tone: 'success', text: t(`account-area.address.defaultSet.${address.kind}`) });
      reload();
    } catch {
      setNotice({ tone: 'error', text: t('account-area.saveFailed') });
    } finally {
      setSettingDefault(null);
    }
  };

  return (
    <>
      <AccountHeading title={t('account-area.address.title')} intro={t('account-area.address.intro')} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <AccountDataView state={list} route={route} onRetry={reload} skeletonRows={4}>
        {(data) => {
          const full = data.addresses.length >= data.max;
          return (
            <Stack gap={6}>
              {full && <Alert tone="info">{t('account-area.address.bookFull', { max: data.max })}</Alert>}
              {KINDS.map((kind) => {
                const addresses = data.addresses.filter((address) => address.kind === kind);
                return (
                  <section key={kind} aria-labelledby={headingId(kind)}>
                    <Stack gap={3}>
                      <div
                        css={(theme: Theme) => ({
                          display: 'flex',
                          flexWrap: 'wrap',
                          justifyContent: 'space-between',
                          alignItems: 'center',
                          gap: theme.space[3],
                        })}
                      >
                        <Heading level={2} size="lg" id={headingId(kind)} tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
                          {t(`account-area.address.section.${kind}`)}
                        </Heading>
                        {!full && <Link to={ADD_PATHS[kind]}>{t(`account-area.address.add.${kind}`)}</Link>}
                      </div>
                      {addresses.length === 0 ? (
                        <EmptyState message={t(`account-area.address.empty.${kind}`)} />
                      ) : (
                        <AddressList addresses={addresses} settingDefault={settingDefault} onDelete={deletion.ask} onMakeDefault={makeDefault} />
                      )}
                    </Stack>
                  </section>
                );
              })}
            </Stack>
          );
        }}
      </AccountDataView>
      <ConfirmDialog {...deletion.dialog} title={t('account-area.address.deleteTitle')} confirmLabel={t('account-area.address.deleteConfirm')}>
        {deletion.target && <DeletingAddress address={deletion.target} />}
      </ConfirmDialog>
    </>
  );
}

function DeletingAddress({ address }: { address: SavedAddress }) {
  const { t } = useTranslation();
  const site = useSite();
  const countryName = useMemo(() => countryNamer(site.tag), [site.tag]);
  return (
    <Stack gap={2}>
      <Text>{t('account-area.address.deleteQuestion')}</Text>
      <address css={{ fontStyle: 'normal' }}>
        {addressLines(addressFromSaved(address), countryName).map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </address>
      {address.isDefault && <Text tone="muted">{t(`account-area.address.deleteDefaultNote.${address.kind}`)}</Text>}
    </Stack>
  );
}

interface AddressListProps {
  addresses: SavedAddress[];
  /** The id of the address being made the default, while that request runs. */
  settingDefault: string | null;
  onDelete: (address: SavedAddress) => void;
  onMakeDefault: (address: SavedAddress) => void;
}

function AddressList({ addresses, settingDefault, onDelete, onMakeDefault }: AddressListProps) {
  const { t } = useTranslation();
  const site = useSite();
  const countryName = useMemo(() => countryNamer(site.tag), [site.tag]);
  return (
    <ul
      css={(theme: Theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: theme.space[4],
        [theme.media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      })}
    >
      {addresses.map((address) => {
        // Visible "Edit" / "Delete" plus, for screen readers, which address: the accessible name starts with the visible one.
        const which = <VisuallyHidden>{` ${address.firstName} ${address.lastName}, ${address.addressLine1}`}</VisuallyHidden>;
        return (
          <li
            key={address.id}
            data-testid="saved-address"
            css={(theme: Theme) => ({
              display: 'grid',
              gap: theme.space[3],
              alignContent: 'space-between',
              padding: theme.space[4],
              border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
              borderRadius: theme.radii.md,
            })}
          >
            <div>
              {address.isDefault && (
                <Badge tone="success" css={(theme: Theme) => ({ marginBottom: theme.space[2] })}>
                  {t(`account-area.address.default.${address.kind}`)}
                </Badge>
              )}
              <address css={{ fontStyle: 'normal' }}>
                {addressLines(addressFromSaved(address), countryName).map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
              </address>
            </div>
            <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2], alignItems: 'center' })}>
              <Link to={`${ADD_PATHS[address.kind]}?${new URLSearchParams({ id: address.id }).toString()}`}>
                {t('account-area.edit')}
                {which}
              </Link>
              {!address.isDefault && (
                <Button variant="ghost" size="sm" loading={settingDefault === address.id} onClick={() => onMakeDefault(address)}>
                  {t('account-area.address.setDefault')}
                  {which}
                </Button>
              )}
              <Button variant="ghost" size="sm" onClick={() => onDelete(address)}>
                {t('account-area.delete')}
                {which}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
