import { useCallback, useRef, useState } from 'react';

interface ConfirmDeleteOptions<T> {
  /** The request that deletes `item`. */
  remove: (item: T) => Promise<unknown>;
  /** After a successful delete (the dialog has closed). */
  onRemoved: (item: T) => void;
  /** The message the dialog shows for a failed delete, or null when the failure still means "gone" (e.g. a 404). */
  failureMessage: (error: unknown, item: T) => string | null;
}

/** What `ConfirmDialog` needs: spread it in and add the title, labels and question. */
export interface ConfirmDeleteDialogState {
  open: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The "delete one saved item" flow of a list (addresses, cards, passkeys): which item the dialog asks about, its
 * busy and error state, and the delete itself, sent once however often confirm is pressed.
 */
export function useConfirmDelete<T>({ remove, onRemoved, failureMessage }: ConfirmDeleteOptions<T>): {
  target: T | null;
  ask: (item: T) => void;
  dialog: ConfirmDeleteDialogState;
} {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);

  const ask = useCallback((item: T) => {
    setError(null);
    setTarget(item);
  }, []);
  const onClose = useCallback(() => {
    setTarget(null);
    setError(null);
  }, []);

  const onConfirm = async () => {
    if (!target || sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await remove(target);
    } catch (failure) {
      const message = failureMessage(failure, target);
      if (message !== null) {
        setError(message);
        return;
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
    setTarget(null);
    onRemoved(target);
  };

  return { target, ask, dialog: { open: target !== null, busy, error, onConfirm, onClose } };
}
