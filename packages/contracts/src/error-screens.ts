/**
 * Spec §2 "Error screens and shell": which screen a status shows, which statuses hide the layout, the CMS assets of
 * the not-found page. Shared by the edge (status, server render) and the shell (the screen itself).
 */
import type { WidgetProps } from '@sf/remote-contract';

export type ErrorScreen = 'forbidden' | 'notFound' | 'maintenance';

/** 401/403: forbidden with a way home; other 4xx: not found; anything else (5xx, unknown): maintenance. */
export function errorScreenOf(status: number): ErrorScreen {
  if (status === 401 || status === 403) return 'forbidden';
  if (status >= 400 && status < 500) return 'notFound';
  return 'maintenance';
}

/**
 * The configuration of spec §2's "some codes hide the layout": a maintenance status means the backends behind the
 * header and footer (menu, basket, footer links) are likely down too, so the page shows the maintenance screen alone.
 */
export const ERROR_SCREEN_CONFIG = {
  hideLayoutFor: [500, 502, 503, 504] as readonly number[],
};

export const hidesLayout = (status: number): boolean => ERROR_SCREEN_CONFIG.hideLayoutFor.includes(status);

/** CMS content assets (content module) shown on the not-found page when the `notFoundContent` flag is on. */
export const NOT_FOUND_CONTENT_ASSETS = { top: 'not-found-top', bottom: 'not-found-bottom' } as const;
/** Key of the top asset the edge inlines, so the server renders it and the browser hydrates it without a fetch. */
export const NOT_FOUND_CONTENT_DATA_KEY = `content-asset:${NOT_FOUND_CONTENT_ASSETS.top}`;

/** Props of the content-help remote's ./NotFoundContent widget. */
export interface NotFoundContentProps extends WidgetProps {
  placement: keyof typeof NOT_FOUND_CONTENT_ASSETS;
}
