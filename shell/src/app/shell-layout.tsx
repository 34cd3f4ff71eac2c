import { useLocation } from 'react-router-dom';
import type { DocumentState, Navigate } from '@sf/contracts';
import { Header } from '../features/layout/header';
import { Footer } from '../features/layout/footer';
import { SkipLink } from '../features/layout/skip-link';
import { MainRoutes, useCurrentRoute } from '../features/routing/main-routes';
import { DialogHost } from '../features/dialogs/dialog-host';
import { ConsentBanner } from '../features/consent/consent-banner';
import { ChatSlot } from '../features/layout/chat-slot';
import { BasketSyncSlot } from '../features/session/basket-sync-slot';
import { ToastArea } from '../features/layout/toast-area';
import { BootFailureNotice } from '../features/layout/boot-failure-notice';
import { useRouteChangeRules } from '../features/routing/route-change-rules';

/** The one layout ("default"): header, toast area, main slot, footer; checkout hides it (spec §2). */
export function ShellLayout({ state, navigate }: { state: DocumentState; navigate: Navigate }) {
  const location = useLocation();
  const route = useCurrentRoute();
  useRouteChangeRules(location.pathname);
  const hideLayout = route?.hideLayout === true;
  return (
    <>
      <SkipLink />
      {/* First in the document though fixed to the bottom: a first visit paints it with the header instead of after
          the whole page has been parsed (it is that page's largest text, so its largest contentful paint; issue 13),
          and keyboard and screen-reader users meet the choice before the page. */}
      <ConsentBanner decidedAtLoad={state.consentDecided === true} gpcAtLoad={state.gpc === true} />
      {!hideLayout && <Header navigate={navigate} />}
      {!hideLayout && <ToastArea />}
      <main id="main" tabIndex={-1}>
        <MainRoutes state={state} navigate={navigate} />
      </main>
      {!hideLayout && <Footer navigate={navigate} navigation={state.footerNavigation} />}
      <DialogHost navigate={navigate} />
      {!hideLayout && <ChatSlot navigate={navigate} />}
      <BasketSyncSlot navigate={navigate} />
      <BootFailureNotice />
    </>
  );
}
