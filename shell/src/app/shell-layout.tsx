import { useLocation } from 'react-router-dom';
import { useState } from 'react';
import { ERROR_STATUSES, hidesLayout, type DocumentState } from '@sf/contracts';
import type { Navigate } from '@sf/remote-contract';
import { Header } from '../features/layout/header';
import { headerModeOf } from '../features/layout/use-header-mode';
import { BackToTop } from '../features/layout/back-to-top';
import { Footer } from '../features/layout/footer';
import { SkipLink } from '../features/layout/skip-link';
import { MainRoutes, useCurrentRoute } from '../features/routing/main-routes';
import { DialogHost } from '../features/dialogs/dialog-host';
import { ConsentBanner } from '../features/consent/consent-banner';
import { ChatSlot } from '../features/layout/chat-slot';
import { BasketSyncSlot } from '../features/session/basket-sync-slot';
import { ToastArea } from '../features/layout/toast-area';
import { BootFailureNotice } from '../features/layout/boot-failure-notice';
import { PreviewBanner } from '../features/layout/preview-banner';
import { useRouteChangeRules } from '../features/routing/route-change-rules';
import { CountryPromptSlot } from '../features/location/country-prompt-slot';
import { useHelpPagesGate } from '../features/flags/help-pages-gate';

/** The one layout ("default"): header, toast area, main slot, footer; checkout hides it (spec §2). */
export function ShellLayout({ state, navigate }: { state: DocumentState; navigate: Navigate }) {
  const location = useLocation();
  const route = useCurrentRoute();
  useRouteChangeRules(location.pathname);
  useHelpPagesGate(location.pathname, navigate);
  // The document's status holds for the URL the edge rendered; /500 etc. are error screens of their own. Spec §2: some
  // statuses show their screen without the layout (contracts ERROR_SCREEN_CONFIG).
  const [documentUrl] = useState(location.pathname + location.search);
  const shownStatus =
    documentUrl === location.pathname + location.search && state.status !== 200
      ? state.status
      : ERROR_STATUSES.find((status) => location.pathname === `/${status}`);
  const hideLayout = route?.hideLayout === true || (shownStatus !== undefined && hidesLayout(shownStatus));
  return (
    <>
      <SkipLink />
      {/* First in the document though fixed to the bottom: a first visit paints it with the header instead of after
          the whole page has been parsed (it is that page's largest text, so its largest contentful paint; issue 13),
          and keyboard and screen-reader users meet the choice before the page. */}
      <ConsentBanner decidedAtLoad={state.consentDecided === true} gpcAtLoad={state.gpc === true} />
      {state.preview && <PreviewBanner preview={state.preview} />}
      {!hideLayout && <Header navigate={navigate} navigation={state.headerNavigation} initialMode={headerModeOf(state.initialData?.data)} />}
      {!hideLayout && <ToastArea />}
      <main id="main" tabIndex={-1}>
        <MainRoutes state={state} navigate={navigate} />
      </main>
      {!hideLayout && <Footer navigate={navigate} navigation={state.footerNavigation} />}
      {!hideLayout && <BackToTop />}
      <DialogHost navigate={navigate} />
      {!hideLayout && <CountryPromptSlot />}
      {!hideLayout && <ChatSlot navigate={navigate} />}
      <BasketSyncSlot navigate={navigate} />
      <BootFailureNotice />
    </>
  );
}
