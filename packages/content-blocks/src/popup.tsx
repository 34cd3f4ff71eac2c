import { useEffect, useState } from 'react';
import { consentAllows, type ContentBlock } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Dialog, Link, Stack, Text } from '@sf/ui';
import { safeHref } from './safe-href';

type PopupBlock = Extract<ContentBlock, { type: 'popup' }>;

const storageKey = (id: string) => `sf-popup-dismissed:${id}`;

/**
 * Whether the visitor dismissed this pop-up before. This tab always remembers it (sessionStorage, strictly needed so
 * the dialog does not come back on every page); it is kept across visits (localStorage) only with functional consent.
 */
function wasDismissed(id: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(id)) !== null || localStorage.getItem(storageKey(id)) !== null;
  } catch {
    return false;
  }
}

function rememberDismissal(id: string): void {
  try {
    sessionStorage.setItem(storageKey(id), '1');
    if (consentAllows('functional')) localStorage.setItem(storageKey(id), '1');
  } catch {
    // Storage can be blocked: the pop-up then simply shows again next time.
  }
}

/**
 * A CMS pop-up: nothing in the server's markup; in the browser it opens after its delay unless dismissed before. It is
 * the design system's modal dialog (native <dialog> with showModal: focus stays inside, Escape and Close dismiss it,
 * focus returns to where it was).
 */
export function Popup({ block }: { block: PopupBlock }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (wasDismissed(block.id)) return undefined;
    const timer = setTimeout(() => setOpen(true), block.delaySeconds * 1000);
    return () => clearTimeout(timer);
  }, [block.id, block.delaySeconds]);
  const close = () => {
    rememberDismissal(block.id);
    setOpen(false);
  };
  const href = block.cta ? safeHref(block.cta.href) : null;
  return (
    <Dialog open={open} onClose={close} title={block.title} closeLabel={t('content-blocks.close')} size="sm">
      <Stack gap={3}>
        <Text>{block.text}</Text>
        {block.cta && href && (
          <Link to={href} onClick={close}>
            {block.cta.label}
          </Link>
        )}
      </Stack>
    </Dialog>
  );
}
