import type { Theme } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { consentAllows, type ContentBlock } from '@sf/contracts';
import { $consent } from '@sf/remote-contract';
import { CONTENT_IMAGE_SIZES } from '@sf/contracts/content-media';
import { useTranslation } from '@sf/i18n';
import { Dialog, Heading, Link, Stack, Text } from '@sf/ui';
import { ContentPicture } from './content-picture';

type VideoBlock = Extract<ContentBlock, { type: 'video' }>;

/**
 * A video behind a click-to-load facade: the page shows our own poster and a play button, and nothing is requested
 * from a third party. A YouTube video plays in a dialog from youtube-nocookie.com, and only once the shopper has
 * allowed functional or targeting cookies (consent module); until then the dialog says why and links to the cookie
 * preferences. A video file on our own origin plays at once.
 */
export function VideoBlock({ block, titleLevel }: { block: VideoBlock; titleLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section data-testid="video-block">
      <Stack gap={3}>
        <Heading level={titleLevel}>{block.title}</Heading>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('content-blocks.playVideo', { title: block.title })}
          css={(theme: Theme) => ({
            position: 'relative',
            display: 'block',
            width: '100%',
            padding: 0,
            border: 0,
            cursor: 'pointer',
            background: 'none',
            '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`, outlineOffset: theme.sizes.focusRingOffset },
          })}
        >
          <ContentPicture image={block.poster} sizes={CONTENT_IMAGE_SIZES.full} />
          <span
            aria-hidden="true"
            css={(theme: Theme) => ({
              position: 'absolute',
              insetInlineStart: '50%',
              insetBlockStart: '50%',
              transform: 'translate(-50%, -50%)',
              width: '4.5rem',
              height: '4.5rem',
              borderRadius: theme.radii.pill,
              background: theme.colors.primary,
              color: theme.colors.primaryText,
              display: 'grid',
              placeItems: 'center',
              fontSize: theme.fontSizes.xl,
            })}
          >
            ▶
          </span>
        </button>
      </Stack>
      <Dialog open={open} onClose={() => setOpen(false)} title={block.title} closeLabel={t('content-blocks.close')} size="lg">
        <VideoPlayer block={block} onLeave={() => setOpen(false)} />
      </Dialog>
    </section>
  );
}

function VideoPlayer({ block, onLeave }: { block: VideoBlock; onLeave: () => void }) {
  const { t } = useTranslation();
  const consent = useStore($consent);
  const frame = { width: '100%', aspectRatio: '16 / 9', border: 0, display: 'block' } as const;
  if (block.source.provider === 'file') {
    // biome-ignore lint/a11y/useMediaCaption: editors' own films carry no caption track yet; the dialog title names it
    return <video src={block.source.src} controls autoPlay css={frame} />;
  }
  const { videoId } = block.source;
  if (!consentAllows('functional', consent) && !consentAllows('targeting', consent)) {
    return (
      <Stack gap={3} data-testid="video-consent">
        <Text>{t('content-blocks.videoConsent')}</Text>
        {/* The shell opens its cookie preferences for this fragment; this dialog closes so that one is on top. */}
        <Link to="#cookie-preferences" onClick={onLeave}>
          {t('content-blocks.cookiePreferences')}
        </Link>
        <Link to={`https://www.youtube.com/watch?v=${videoId}`} newTab>
          {t('content-blocks.watchOnYoutube')}
        </Link>
      </Stack>
    );
  }
  return (
    <iframe
      title={t('content-blocks.videoFrameTitle', { title: block.title })}
      src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      css={frame}
    />
  );
}
