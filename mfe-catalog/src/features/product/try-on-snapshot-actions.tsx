import type { Theme } from '@emotion/react';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '@sf/i18n';
import { Button, focusRing } from '@sf/ui';
import type { Placement } from './try-on-placement';
import { canShareFile, drawSnapshot, snapshotBlob } from './try-on-snapshot';
import type { TryOnStageHandle } from './try-on-stage';

export interface Shot {
  blob: Blob;
  /** A local object URL of the picture (preview and download). */
  url: string;
}

/** "Take a picture": draws the stage on a canvas in the page; the picture is an object URL, released when replaced. */
export function useSnapshot(stage: RefObject<TryOnStageHandle | null>, placement: Placement, mirrored: boolean) {
  const [shot, setShot] = useState<Shot | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => (shot ? () => URL.revokeObjectURL(shot.url) : undefined), [shot]);

  const take = async () => {
    const background = stage.current?.background();
    const product = stage.current?.product();
    if (!background || !product || busy) return;
    setBusy(true);
    try {
      const canvas = document.createElement('canvas');
      const scene = { background: background.element, backgroundSize: background, mirrored, product, placement };
      const blob = drawSnapshot(canvas, scene) ? await snapshotBlob(canvas) : null;
      if (blob) setShot({ blob, url: URL.createObjectURL(blob) });
    } finally {
      setBusy(false);
    }
  };
  return { shot, busy, take, discard: () => setShot(null) };
}

interface ActionsProps {
  shot: Shot;
  fileName: string;
  title: string;
  onAgain: () => void;
}

/** Download (always) and share (where the browser can share files, i.e. phones); "take another" goes back. */
export function TryOnSnapshotActions({ shot, fileName, title, onAgain }: ActionsProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => {
    const candidate = new File([shot.blob], fileName, { type: shot.blob.type || 'image/jpeg' });
    setFile(canShareFile(candidate) ? candidate : null);
  }, [shot, fileName]);
  const share = () => {
    if (!file) return;
    // The shopper closing the share sheet rejects with AbortError: nothing to report.
    navigator.share({ files: [file], title }).catch(() => undefined);
  };
  return (
    <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[2] })}>
      <a href={shot.url} download={fileName} css={downloadLink}>
        {t('catalog.tryOn.download')}
      </a>
      {file && (
        <Button variant="secondary" onClick={share}>
          {t('catalog.tryOn.share')}
        </Button>
      )}
      <Button variant="ghost" onClick={onAgain}>
        {t('catalog.tryOn.again')}
      </Button>
    </div>
  );
}

const downloadLink = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.sizes.minTarget,
  paddingInline: theme.space[4],
  borderRadius: theme.brandStyle.button.radius,
  background: theme.colors.primary,
  color: theme.colors.primaryText,
  fontWeight: theme.fontWeights.bold,
  textDecoration: 'none',
  '&:hover': { background: theme.colors.primaryHover },
  ...focusRing(theme),
});
