import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { on } from '@sf/remote-contract';
import { Alert, Container } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { HEADER_HEIGHT } from './header-metrics';

interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
}

const TOAST_MS = 5000;

/**
 * Right below the sticky header (its rows have fixed heights), above overlays (spec §9: toast 1000, overlay 900).
 * Empty, it takes no room.
 */
const Area = styled.div(({ theme }) => ({
  position: 'sticky',
  top: HEADER_HEIGHT.phone,
  zIndex: theme.zIndices.toast,
  [theme.media.md]: { top: HEADER_HEIGHT.desktop },
}));

/** Spec §2: toast area below the header; a toast pauses its timer while hovered. */
export function ToastArea() {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  useEffect(
    () =>
      on('toast:show', ({ message, tone }) => {
        const id = nextId.current++;
        setToasts((list) => [...list.slice(-2), { id, message, tone }]);
      }),
    [],
  );
  const dismiss = (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id));
  return (
    <Area role="region" aria-live="polite" aria-label={t('shell.notifications')}>
      <Container>
        {toasts.map((toast) => (
          <TimedToast key={toast.id} toast={toast} onDone={() => dismiss(toast.id)} />
        ))}
      </Container>
    </Area>
  );
}

function TimedToast({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onDone, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [paused, onDone]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timer (spec §2); nothing is activated.
    <div onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}>
      <Alert tone={toast.tone === 'error' ? 'error' : toast.tone === 'success' ? 'success' : 'info'}>{toast.message}</Alert>
    </div>
  );
}
