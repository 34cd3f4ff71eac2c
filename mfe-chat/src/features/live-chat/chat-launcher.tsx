import { useEffect, useId, useRef } from 'react';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import type { SiteInfo } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Button } from '@sf/ui';
import { useChatAvailability } from './chat-availability';
import { chatLanguageFor, type ChatLanguage } from './chat-language';
import { ChatBubbleIcon } from './chat-icons';
import { $chatPanelOpen, closeChatPanel, openChatPanel, startChatListeners } from './chat-store';
import { ChatPanel } from './chat-panel';

/** The floating "Chat with us" button and its panel; nothing at all where chat is not allowed (flag, consent, locale). */
export function ChatLauncher({ site }: { site: Pick<SiteInfo, 'locale' | 'language'> }) {
  const availability = useChatAvailability(site.locale);
  const chatLanguage = chatLanguageFor(site.locale);
  if (availability !== 'available' || !chatLanguage) return null;
  return <LauncherAndPanel locale={site.locale} language={site.language} chatLanguage={chatLanguage} />;
}

interface LauncherAndPanelProps {
  locale: SiteInfo['locale'];
  language: SiteInfo['language'];
  chatLanguage: ChatLanguage;
}

function LauncherAndPanel({ locale, language, chatLanguage }: LauncherAndPanelProps) {
  const { t } = useTranslation();
  const open = useStore($chatPanelOpen);
  // Only while chat is allowed: a `chat:open` on a page without chat must not pop the panel open later.
  useEffect(() => startChatListeners(), []);
  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    closeChatPanel();
    launcherRef.current?.focus();
  };
  return (
    // A labelled landmark, so the floating chat is not content outside every region of the page.
    <aside aria-label={t('chat.title')} data-testid="chat-launcher">
      {open && <ChatPanel id={panelId} locale={locale} language={language} chatLanguage={chatLanguage} onClose={close} />}
      <LauncherPosition>
        <Button ref={launcherRef} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={open ? close : openChatPanel}>
          <ChatBubbleIcon />
          {t('chat.launcher')}
        </Button>
      </LauncherPosition>
    </aside>
  );
}

/** Fixed bottom right, above page content and below toasts (theme z-indices, spec §9). */
const LauncherPosition = styled.div(({ theme }) => ({
  position: 'fixed',
  insetInlineEnd: theme.space[4],
  insetBlockEnd: theme.space[4],
  zIndex: theme.zIndices.overlay,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.md,
}));
