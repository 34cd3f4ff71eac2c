import { useEffect, useId, useRef } from 'react';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { chatLanguageFor, type ChatLanguage } from '@sf/contracts/chat';
import type { SiteInfo } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Button, VisuallyHidden } from '@sf/ui';
import { useChatAvailability } from './chat-availability';
import { ChatBubbleIcon } from './chat-icons';
import { startChatListeners } from './chat-listeners';
import { $chatPanelOpen, $unreadCount, closeChatPanel, openChatPanel } from './chat-store';
import { ChatPanel } from './chat-panel';
import { reportWindowClosed, restoreConversation } from './conversation-store';
import { useLiveAvailability } from './live-availability';

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
  const unread = useStore($unreadCount);
  // Only while chat is allowed: a `chat:open` on a page without chat must not pop the panel open later.
  useEffect(() => startChatListeners(), []);
  // Every page load: a conversation this browser has open comes back (reload, another page).
  useEffect(() => {
    restoreConversation();
  }, []);
  const live = useLiveAvailability(locale, !open);
  const panelId = useId();
  const badgeId = `${panelId}-unread`;
  const launcherRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    reportWindowClosed();
    closeChatPanel();
    launcherRef.current?.focus();
  };
  return (
    // A labelled landmark, so the floating chat is not content outside every region of the page.
    <aside aria-label={t('chat.title')} data-testid="chat-launcher">
      {open && <ChatPanel id={panelId} locale={locale} language={language} chatLanguage={chatLanguage} availability={live} onClose={close} />}
      <LauncherPosition>
        <Button
          ref={launcherRef}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-describedby={unread > 0 && !open ? badgeId : undefined}
          onClick={open ? close : openChatPanel}
        >
          <ChatBubbleIcon />
          {t('chat.launcher')}
        </Button>
        {unread > 0 && !open && (
          <UnreadBadge id={badgeId} data-testid="chat-unread">
            <span aria-hidden="true">{unread}</span>
            <VisuallyHidden>{t('chat.unread', { count: unread })}</VisuallyHidden>
          </UnreadBadge>
        )}
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

/** On the launcher's corner; the count is read with the button (aria-describedby), not as a separate control. */
const UnreadBadge = styled.span(({ theme }) => ({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${theme.space[2]})`,
  insetInlineEnd: `calc(-1 * ${theme.space[2]})`,
  minWidth: '1.5rem',
  height: '1.5rem',
  paddingInline: theme.space[1],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: theme.radii.pill,
  background: theme.colors.sale,
  color: theme.colors.background,
  fontSize: theme.fontSizes.xs,
  fontWeight: theme.fontWeights.bold,
  pointerEvents: 'none',
}));
