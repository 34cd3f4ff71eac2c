import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $sessionResolved } from '@sf/contracts';
import { $session, $site, on, SHELL_ERRORS, type DialogProps, type Navigate, type SiteInfo } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { ParcelSlot } from '../federation/parcel-slot';
import { Modal } from './modal';
import { findDialog, parseDialogFragment } from './dialog-registry';
import { evaluateGuard } from './dialog-guards';
import { $openDialog, closeOpenDialogs, openDialog } from './dialog-store';

const NON_DIALOG_FRAGMENTS = new Set(['main', 'cookie-preferences']);
/** Declared by mfe-cart-checkout. */
const MINI_CART_DIALOG = 'minicart';

/** Opens registered dialogs from the URL fragment (and the bus), applying guards; renders the open one. */
export function DialogHost({ navigate }: { navigate: Navigate }) {
  const open = useStore($openDialog);
  const site = useStore($site) as SiteInfo;
  const { t } = useTranslation();
  const [title, setTitle] = useState('');

  const fromFragmentRef = useRef<(() => void) | null>(null);
  // A fragment set through the router (navigate('/account#welcome')) fires no hashchange event.
  const routerHash = useLocation().hash;
  useEffect(() => {
    if (routerHash) fromFragmentRef.current?.();
  }, [routerHash]);

  useEffect(() => {
    let stopWaiting: (() => void) | null = null;
    const fromFragment = () => {
      const parsed = parseDialogFragment(window.location.hash);
      if (!parsed || NON_DIALOG_FRAGMENTS.has(parsed.name)) return;
      const dialog = findDialog(parsed.name);
      if (!dialog) {
        console.warn(`Dialog fragment error: ${SHELL_ERRORS.unknownDialog.code} ${parsed.name}`);
        return;
      }
      const current = $openDialog.get();
      if (current?.name === parsed.name && current.arg === parsed.arg) return;
      // A guard needs to know who is signed in: at boot, wait for the shell's first session answer.
      if (dialog.guard && !$sessionResolved.get()) {
        stopWaiting?.();
        stopWaiting = $sessionResolved.listen((resolved) => {
          if (!resolved) return;
          stopWaiting?.();
          stopWaiting = null;
          fromFragment();
        });
        return;
      }
      const outcome = evaluateGuard(dialog, $session.get());
      if (outcome.action === 'block') history.replaceState(history.state, '', window.location.pathname + window.location.search);
      else if (outcome.action === 'redirect') navigate(outcome.to, { replace: true });
      else openDialog(parsed.name, parsed.arg);
    };
    fromFragment();
    window.addEventListener('hashchange', fromFragment);
    const stopBus = on('dialog:open', ({ name, arg }) => {
      window.location.hash = arg ? `${name}_${arg}` : name;
    });
    // Spec: the mini cart opens after "add to cart", unless a dialog (e.g. quickshop, which confirms inline) is open.
    const stopItemAdded = on('cart:item-added', () => {
      if (!$openDialog.get() && findDialog(MINI_CART_DIALOG)) window.location.hash = MINI_CART_DIALOG;
    });
    fromFragmentRef.current = fromFragment;
    return () => {
      stopWaiting?.();
      fromFragmentRef.current = null;
      window.removeEventListener('hashchange', fromFragment);
      stopBus();
      stopItemAdded();
    };
  }, [navigate]);

  const close = useCallback(() => closeOpenDialogs(), []);
  const dialog = open ? findDialog(open.name) : undefined;
  const props = useMemo<Omit<DialogProps, 'arg'> & { arg: string }>(
    () => ({ arg: open?.arg ?? '', close, setTitle, locale: site.locale, site, navigate }),
    [open?.arg, close, site, navigate],
  );
  useEffect(() => setTitle(''), [open?.name, open?.arg]);

  if (!open || !dialog) return null;
  return (
    <Modal
      title={title || t('shell.dialogTitle')}
      size={open.arg && dialog.sizeWithArg ? dialog.sizeWithArg : dialog.size}
      closeLabel={t('common.close')}
      onClose={close}
    >
      <ParcelSlot key={`${open.name}:${open.arg}`} remote={dialog.remote} module={dialog.module} parcelProps={props} />
    </Modal>
  );
}
