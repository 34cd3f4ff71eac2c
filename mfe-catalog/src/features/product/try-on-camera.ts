/**
 * The try-on's camera: asked for only when the dialog opens (the browser asks the shopper), rear camera preferred on
 * phones, no sound. Nothing leaves the device: the stream goes to a <video> element and, on "take a picture", to a
 * canvas in the page.
 */
export type CameraResult =
  | { status: 'live'; stream: MediaStream; mirrored: boolean }
  /** The shopper (or the site's settings) said no. */
  | { status: 'denied' }
  /** No camera, or it is busy or cannot give a picture. */
  | { status: 'unavailable' }
  /** This browser has no camera API (or the page is not on https). */
  | { status: 'unsupported' };

const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 960 } },
};

export async function startCamera(media: Pick<MediaDevices, 'getUserMedia'> | undefined): Promise<CameraResult> {
  if (!media || typeof media.getUserMedia !== 'function') return { status: 'unsupported' };
  try {
    const stream = await media.getUserMedia(CONSTRAINTS);
    const facing = stream.getVideoTracks()[0]?.getSettings?.().facingMode;
    // A rear camera shows the world as it is; a front (or laptop) camera is shown as a mirror, as shoppers expect.
    return { status: 'live', stream, mirrored: facing !== 'environment' };
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    return name === 'NotAllowedError' || name === 'SecurityError' ? { status: 'denied' } : { status: 'unavailable' };
  }
}

/** Ends every track, so the browser's camera indicator goes off. */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
