import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { ProductDetail } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Dialog, Stack, Text } from '@sf/ui';
import { ColourSwatches } from './colour-swatches';
import { INITIAL_PLACEMENT, rotateBy, scaleBy, STEP } from './try-on-placement';
import { TryOnSnapshotActions, useSnapshot } from './try-on-snapshot-actions';
import { stageFrame, TryOnStage, type TryOnBackground, type TryOnStageHandle } from './try-on-stage';
import { useTryOnCamera } from './try-on-use-camera';

export interface TryOnDialogProps {
  product: ProductDetail;
  /** The colour chosen on the page; the dialog has its own switcher from there. */
  colour: string;
  onClose: () => void;
}

/** Footwear is tried on from the side (or top), apparel from the front; otherwise the colour's own image. */
const TRY_ON_VIEWS = ['side', 'top', 'front'];

function productImageOf(product: ProductDetail, code: string): string {
  const colour = product.colours.find((entry) => entry.code === code) ?? product.colours[0];
  const views = colour?.views ?? [];
  const view = TRY_ON_VIEWS.map((name) => views.find((entry) => entry.view === name)).find(Boolean);
  // The pipeline's 960 px JPEG: sharp on a phone's full-width stage, a third of the 1280 px bytes.
  return view ? view.image.replace(/\/\d+\.jpg$/, '/960.jpg') : (colour?.image ?? product.image);
}

/**
 * Issue 25, spec "try it on": the shopper sees the product on their camera picture (or a photo of their own), moves,
 * resizes and turns it, and takes a picture to download or share. All of it happens in the page: the camera stream
 * and photos are never uploaded. Loaded only when opened (the product page's first load does not carry it).
 */
export default function TryOnDialog({ product, colour: pageColour, onClose }: TryOnDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [colour, setColour] = useState(pageColour);
  const [placement, setPlacement] = useState(INITIAL_PLACEMENT);
  const [source, setSource] = useState<'camera' | 'photo'>('camera');
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const camera = useTryOnCamera(source === 'camera');
  const stage = useRef<TryOnStageHandle>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const snapshot = useSnapshot(stage, placement, camera.status === 'live' && camera.mirrored && source === 'camera');

  // The shopper's photo is an object URL of a local file: released when replaced and when the dialog closes.
  useEffect(() => (photoUrl ? () => URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file?.type.startsWith('image/')) return;
    setPhotoUrl(URL.createObjectURL(file));
    setSource('photo');
    snapshot.discard();
  };
  const useCamera = () => {
    setSource('camera');
    snapshot.discard();
  };

  const background: TryOnBackground =
    source === 'photo' && photoUrl
      ? { kind: 'photo', url: photoUrl }
      : camera.status === 'live' && source === 'camera'
        ? { kind: 'camera', stream: camera.stream, mirrored: camera.mirrored }
        : { kind: 'none' };
  const cameraProblem =
    source === 'camera' && (camera.status === 'denied' || camera.status === 'unavailable' || camera.status === 'unsupported') ? camera.status : null;
  const message =
    source === 'camera' && camera.status === 'starting' ? (
      <Text role="status">{t('catalog.tryOn.starting')}</Text>
    ) : cameraProblem ? (
      <Alert tone="info" data-testid="try-on-no-camera" action={<Button onClick={() => fileInput.current?.click()}>{t('catalog.tryOn.choosePhoto')}</Button>}>
        {t(`catalog.tryOn.${cameraProblem}`)}
      </Alert>
    ) : undefined;
  const current = product.colours.find((entry) => entry.code === colour);
  const productLabel = t('catalog.tryOn.product', { name: product.name, colour: current?.name ?? '' });

  return (
    <Dialog open onClose={onClose} title={t('catalog.tryOn.title', { name: product.name })} closeLabel={t('catalog.closeDialog')} size="lg">
      <Stack gap={3}>
        <Text size="sm" data-testid="try-on-privacy">
          {t('catalog.tryOn.privacy')}
        </Text>
        <div css={stageFrame}>
          <TryOnStage
            ref={stage}
            background={background}
            productImage={productImageOf(product, colour)}
            placement={placement}
            onPlace={setPlacement}
            labels={{ stage: t('catalog.tryOn.stage'), product: productLabel, movable: t('catalog.tryOn.movable') }}
            hintId={hintId}
            message={message}
            inert={snapshot.shot !== null}
          />
          {snapshot.shot && <img src={snapshot.shot.url} alt={t('catalog.tryOn.preview', { name: product.name })} data-testid="try-on-shot" css={shotStyles} />}
        </div>
        <Text id={hintId} size="sm" tone="muted">
          {t('catalog.tryOn.hint')}
        </Text>
        {snapshot.shot ? (
          <TryOnSnapshotActions
            shot={snapshot.shot}
            fileName={`${product.productId.toLowerCase()}-try-on.jpg`}
            title={product.name}
            onAgain={snapshot.discard}
          />
        ) : (
          <div css={toolbar}>
            <Button variant="secondary" size="sm" onClick={() => setPlacement((value) => scaleBy(value, 1 / STEP.scale))}>
              {t('catalog.tryOn.smaller')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setPlacement((value) => scaleBy(value, STEP.scale))}>
              {t('catalog.tryOn.larger')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setPlacement((value) => rotateBy(value, STEP.rotate))}>
              {t('catalog.tryOn.rotate')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setPlacement(INITIAL_PLACEMENT)}>
              {t('catalog.tryOn.reset')}
            </Button>
            <Button
              aria-disabled={background.kind === 'none' || undefined}
              loading={snapshot.busy}
              onClick={() => void snapshot.take()}
              css={{ marginInlineStart: 'auto' }}
            >
              {t('catalog.tryOn.take')}
            </Button>
          </div>
        )}
        <p role="status" css={(theme: Theme) => ({ margin: 0, minHeight: `calc(${theme.lineHeights.body} * 1em)` })}>
          {snapshot.shot ? t('catalog.tryOn.taken') : ''}
        </p>
        {product.colours.length > 1 && <ColourSwatches colours={product.colours} selected={colour} onSelect={setColour} />}
        <div css={toolbar}>
          {source === 'photo' && (
            <Button variant="secondary" onClick={useCamera}>
              {t('catalog.tryOn.useCamera')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => fileInput.current?.click()}>
            {t('catalog.tryOn.choosePhoto')}
          </Button>
          {/* Read in the page only (an object URL); the button above opens it. */}
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            onChange={choosePhoto}
            data-testid="try-on-file"
            aria-label={t('catalog.tryOn.choosePhoto')}
          />
        </div>
      </Stack>
    </Dialog>
  );
}

const toolbar = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, alignItems: 'center', gap: theme.space[2] });

const shotStyles = (theme: Theme) => ({
  position: 'absolute' as const,
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain' as const,
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
});
