import { useEffect, useRef, type RefObject } from 'react';
import { readProviderMessage, type ProviderMessage } from '@sf/contracts/payment-frame';

/** Listens to messages from one provider iframe; anything from another origin or window is dropped unread. */
export function useProviderMessages(frame: RefObject<HTMLIFrameElement | null>, onMessage: (message: ProviderMessage) => void): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = readProviderMessage(event, { origin: window.location.origin, source: frame.current?.contentWindow });
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame]);
}
