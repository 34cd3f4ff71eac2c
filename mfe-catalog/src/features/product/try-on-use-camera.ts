import { useEffect, useState } from 'react';
import { startCamera, stopCamera, type CameraResult } from './try-on-camera';

export type CameraState = CameraResult | { status: 'off' } | { status: 'starting' };

/**
 * The camera while `wanted` is true. Its tracks are stopped as soon as it is no longer wanted: the dialog closes
 * (unmount), or the shopper switches to a photo of their own. A stream that arrives after that is stopped at once.
 */
export function useTryOnCamera(wanted: boolean): CameraState {
  const [state, setState] = useState<CameraState>({ status: wanted ? 'starting' : 'off' });
  useEffect(() => {
    if (!wanted) {
      setState({ status: 'off' });
      return undefined;
    }
    let current = true;
    let stream: MediaStream | null = null;
    setState({ status: 'starting' });
    void startCamera(typeof navigator === 'undefined' ? undefined : navigator.mediaDevices).then((result) => {
      if (result.status === 'live') {
        if (!current) return stopCamera(result.stream);
        stream = result.stream;
      }
      if (current) setState(result);
    });
    return () => {
      current = false;
      stopCamera(stream);
    };
  }, [wanted]);
  return state;
}
