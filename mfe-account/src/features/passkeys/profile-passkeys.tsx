import type { Theme } from '@emotion/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { Passkey } from '@sf/contracts';
import { MAX_PASSKEYS, PASSKEY_NAME_MAX_LENGTH } from '@sf/contracts/api';
import { useTranslation } from '@sf/i18n';
import { Alert, Badge, Button, Field, Stack, Text, useSite } from '@sf/ui';
import { useAccountData } from '../../shared/account-data';
import { useConfirmDelete } from '../../shared/confirm-delete';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { LoadFailed, SectionSkeleton } from '../../shared/data-states';
import { ProfileSection } from '../account-profile/profile-section';
import { createPasskey, webAuthnAvailable } from './passkey-ceremonies';
import { passkeyProblem } from './passkey-errors';
import { passkeysApi, type PasskeysApi } from './passkeys-api';

const HEADING_ID = 'profile-passkeys-heading';
type Status = { tone: 'success' | 'error'; text: string };

export interface ProfilePasskeysProps {
  /** Tests pass their own; otherwise the real endpoints of this site. */
  api?: PasskeysApi;
}

/**
 * The profile's passkeys section: the shopper's passkeys (name, when added and last used, whether synced), adding one
 * on this device under a name, and deleting one after a confirmation. Adding needs WebAuthn (checked after mount, so
 * server and first client render agree); listing and deleting work in any browser.
 */
export function ProfilePasskeys({ api: injected }: ProfilePasskeysProps = {}) {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => injected ?? passkeysApi(site), [injected, site]);
  const [passkeys, { reload, replace }] = useAccountData((signal) => api.list(signal));
  const [supported, setSupported] = useState<boolean | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [focusStatus, setFocusStatus] = useState(0);
  const statusRef = useRef<HTMLDivElement>(null);

  useEffect(() => setSupported(webAuthnAvailable()), []);
  // After a deletion the row (and its button) is gone: focus goes to the message saying what happened.
  useEffect(() => {
    if (focusStatus > 0) statusRef.current?.focus();
  }, [focusStatus]);

  const date = useMemo(() => new Intl.DateTimeFormat(site.tag, { dateStyle: 'medium' }), [site.tag]);
  const list = passkeys.status === 'ready' ? passkeys.data : [];

  const removal = useConfirmDelete<Passkey>({
    remove: (passkey) => api.remove(passkey.id),
    onRemoved: (removed) => {
      replace(list.filter((passkey) => passkey.id !== removed.id));
      setStatus({ tone: 'success', text: t('passkeys.deletedMessage', { name: removed.name }) });
      setFocusStatus((count) => count + 1);
    },
    // Already gone (another tab deleted it): the outcome the shopper wanted.
    failureMessage: (error) => (error instanceof ApiRequestError && error.status === 404 ? null : passkeyProblem(t, error, 'delete', MAX_PASSKEYS)),
  });

  return (
    <ProfileSection id={HEADING_ID} title={t('passkeys.title')} intro={t('passkeys.intro')}>
      <Stack gap={4}>
        {passkeys.status === 'loading' && <SectionSkeleton rows={2} label={t('passkeys.loading')} />}
        {(passkeys.status === 'failed' || passkeys.status === 'not-found') && <LoadFailed onRetry={reload} message={t('passkeys.loadFailed')} />}
        {passkeys.status === 'signed-out' && <Alert tone="error">{t('passkeys.errors.sessionEnded')}</Alert>}
        {passkeys.status === 'ready' &&
          (list.length === 0 ? (
            <Text data-testid="passkeys-empty">{t('passkeys.empty')}</Text>
          ) : (
            <PasskeyList passkeys={list} format={(iso) => date.format(new Date(iso))} onDelete={removal.ask} />
          ))}
        <div ref={statusRef} tabIndex={-1} css={{ outline: 'none' }}>
          {status && (
            <Alert tone={status.tone} data-testid="passkeys-status">
              {status.text}
            </Alert>
          )}
        </div>
        {supported === false && <Alert tone="info">{t('passkeys.unsupported')}</Alert>}
        {supported &&
          passkeys.status === 'ready' &&
          (list.length >= MAX_PASSKEYS ? (
            <Text>{t('passkeys.limitReached', { max: MAX_PASSKEYS })}</Text>
          ) : (
            <AddPasskeyForm
              api={api}
              onAdded={(passkey) => {
                replace([...list, passkey]);
                setStatus({ tone: 'success', text: t('passkeys.addedMessage', { name: passkey.name }) });
              }}
              onFailed={(text) => setStatus({ tone: 'error', text })}
              onStart={() => setStatus(null)}
            />
          ))}
      </Stack>
      <ConfirmDialog {...removal.dialog} title={t('passkeys.deleteTitle')} confirmLabel={t('passkeys.deleteConfirm')}>
        <Text>{t('passkeys.deleteText', { name: removal.target?.name ?? '' })}</Text>
      </ConfirmDialog>
    </ProfileSection>
  );
}

function PasskeyList({ passkeys, format, onDelete }: { passkeys: Passkey[]; format: (iso: string) => string; onDelete: (passkey: Passkey) => void }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('passkeys.listLabel')}
      data-testid="passkeys-list"
      css={(theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}
    >
      {passkeys.map((passkey) => (
        <li
          key={passkey.id}
          data-testid="passkey-row"
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space[3],
            padding: theme.space[4],
            border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
          })}
        >
          <Stack gap={1}>
            <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[2] })}>
              <Text as="span" weight="bold">
                {passkey.name}
              </Text>
              {passkey.deviceType === 'multiDevice' && <Badge>{t('passkeys.synced')}</Badge>}
            </div>
            <Text size="sm" tone="muted">
              {t('passkeys.added', { date: format(passkey.createdAt) })}
              {' · '}
              {passkey.lastUsedAt ? t('passkeys.lastUsed', { date: format(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}
            </Text>
          </Stack>
          <Button variant="secondary" size="sm" onClick={() => onDelete(passkey)} aria-label={t('passkeys.deleteLabel', { name: passkey.name })}>
            {t('passkeys.delete')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** What is wrong with a name before it goes to the server (the server checks the same rules). */
function nameProblem(name: string): 'required' | 'tooLong' | 'invalid' | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > PASSKEY_NAME_MAX_LENGTH) return 'tooLong';
  if (/[\u0000-\u001f\u007f<>]/.test(trimmed)) return 'invalid';
  return null;
}

interface AddPasskeyFormProps {
  api: PasskeysApi;
  onAdded: (passkey: Passkey) => void;
  onFailed: (message: string) => void;
  onStart: () => void;
}

function AddPasskeyForm({ api, onAdded, onFailed, onStart }: AddPasskeyFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const messages = {
    required: t('passkeys.nameRequired'),
    tooLong: t('passkeys.nameTooLong', { max: PASSKEY_NAME_MAX_LENGTH }),
    invalid: t('passkeys.nameInvalid'),
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = nameProblem(name);
    setError(problem ? messages[problem] : undefined);
    if (problem) {
      nameRef.current?.focus();
      return;
    }
    onStart();
    setBusy(true);
    try {
      const passkey = await createPasskey(api, name.trim());
      setName('');
      onAdded(passkey);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 400 && /^name:/.test(failure.body?.message ?? '')) {
        setError(messages.invalid);
        nameRef.current?.focus();
      } else {
        onFailed(passkeyProblem(t, failure, 'add', MAX_PASSKEYS));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('passkeys.add')} data-testid="add-passkey-form" css={{ maxWidth: '32rem' }}>
      <Stack gap={4}>
        <Field
          ref={nameRef}
          name="passkeyName"
          label={t('passkeys.nameLabel')}
          hint={t('passkeys.nameHint')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error}
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          required
        />
        <div>
          <Button type="submit" loading={busy}>
            {t('passkeys.add')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
