import type { Theme } from '@emotion/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AddressKind, PageProps, SavedAddress } from '@sf/contracts';
import { Alert, Badge, Button, Heading, Link, Stack, Text, useSite, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useAccountData } from '../../shared/account-data';
import { AccountHeading } from '../../shared/account-heading';
import { apiProblem } from '../../shared/api-problem';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { AccountDataView, EmptyState } from '../../shared/data-states';
import { addressFromSaved, addressLines, countryNamer } from './address-rules';
import { addressesApi } from './addresses-api';

const KINDS: readonly AddressKind[] = ['billing', 'shipping'];
const headingId = (kind: AddressKind) => `address-heading-${kind}`;
export const ADD_PATHS: Record<AddressKind, string> = {
  billing: '/account/address/add-billing-address',
  shipping: '/account/address/add-shipping-address',
};

/** `/account/address`: billing and shipping addresses, the default of each marked, with edit, default and delete. */
export function AddressBookPage({ route }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => addressesApi(site), [site]);
  const [list, { reload, replace }] = useAccountData((signal) => api.list(signal));
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** After a delete, the list whose heading takes focus once the deleted address (and its button) is gone. */
  const focusAfterDelete = useRef<AddressKind | null>(null);

  useEffect(() => {
    const kind = focusAfterDelete.current;
    if (!kind || list.status !== 'ready') return;
    focusAfterDelete.current = null;
    document.getElementById(headingId(kind))?.focus();
  }, [list]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setError(null);
    try {
      await api.remove(deleting.id);
      // The deleted address and its button go at once; focus continues from the heading of its list. The list is then
      // read again, because the server may have made another address the default.
      focusAfterDelete.current = deleting.kind;
      if (list.status === 'ready') replace({ ...list.data, addresses: list.data.addresses.filter((address) => address.id !== deleting.id) });
      setDeleting(null);
      setNotice(t('account-area.address.deleted'));
      reload();
    } catch (failure) {
      setError(apiProblem(failure) === 'not-found' ? t('account-area.address.alreadyGone') : t('account-area.deleteFailed'));
      if (apiProblem(failure) === 'not-found') reload();
    } finally {
      setBusy(false);
    }
  };

  const makeDefault = async (address: SavedAddress) => {
    setNotice(null);
    try {
      await api.makeDefault(address.id, address.kind);
      setNotice(t(`account-area.address.defaultSet.${address.kind}`));
      reload();
    } catch {
      setNotice(t('account-area.saveFailed'));
    }
  };

  return (
    <>
      <AccountHeading title={t('account-area.address.title')} intro={t('account-area.address.intro')} />
      {notice && <Alert tone="success">{notice}</Alert>}
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
                        <AddressList addresses={addresses} onDelete={setDeleting} onMakeDefault={makeDefault} />
                      )}
                    </Stack>
                  </section>
                );
              })}
            </Stack>
          );
        }}
      </AccountDataView>
      <ConfirmDialog
        open={deleting !== null}
        title={t('account-area.address.deleteTitle')}
        confirmLabel={t('account-area.address.deleteConfirm')}
        busy={busy}
        error={error}
        onConfirm={confirmDelete}
        onClose={() => {
          setDeleting(null);
          setError(null);
        }}
      >
        {deleting && <DeletingAddress address={deleting} />}
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
  onDelete: (address: SavedAddress) => void;
  onMakeDefault: (address: SavedAddress) => void;
}

function AddressList({ addresses, onDelete, onMakeDefault }: AddressListProps) {
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
                <Button variant="ghost" size="sm" onClick={() => onMakeDefault(address)}>
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
