import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import type { Language, LocaleCode } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Heading, IconButton, Inline, Stack } from '@sf/ui';
import type { ChatLanguage } from './chat-language';
import { CloseIcon } from './chat-icons';
import { $prechat, cancelConversation } from './chat-store';
import { PrechatForm } from './prechat-form';

interface ChatPanelProps {
  id: string;
  locale: LocaleCode;
  language: Language;
  chatLanguage: ChatLanguage;
  onClose: () => void;
}

/**
 * A non-modal dialog: the shopper can keep browsing while it is open. Focus moves into it when it opens; Escape or
 * the close button closes it and the launcher gets focus back.
 */
export function ChatPanel({ id, locale, language, chatLanguage, onClose }: ChatPanelProps) {
  const { t } = useTranslation();
  const prechat = useStore($prechat);
  const panelRef = useRef<HTMLElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  useEffect(() => panelRef.current?.focus(), []);
  // The submit button goes away with the form: put focus on the news instead of losing it to <body>.
  const queued = prechat !== null;
  const wasQueued = useRef(queued);
  useEffect(() => {
    if (queued && !wasQueued.current) statusRef.current?.focus();
    wasQueued.current = queued;
  }, [queued]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <Panel
      id={id}
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-chat-language={chatLanguage}
    >
      <PanelHeader justify="between" align="center" wrap={false}>
        <Heading level={2} size="lg" id={titleId}>
          {t('chat.title')}
        </Heading>
        <IconButton aria-label={t('chat.close')} icon={<CloseIcon />} onClick={onClose} />
      </PanelHeader>
      <PanelBody>
        {/* Always in the page, so screen readers announce the queued status when it appears. */}
        <div role="status">
          {prechat && (
            <div ref={statusRef} tabIndex={-1} data-testid="chat-queued">
              <Stack gap={4}>
                <Alert role="none" tone="success" title={t('chat.queuedTitle')}>
                  {t('chat.queuedMessage', { email: prechat.email })}
                </Alert>
                <Button variant="secondary" onClick={cancelConversation}>
                  {t('chat.cancel')}
                </Button>
              </Stack>
            </div>
          )}
        </div>
        {!prechat && <PrechatForm locale={locale} language={language} chatLanguage={chatLanguage} />}
      </PanelBody>
    </Panel>
  );
}

/**
 * Spec §9: the chat window is at most 25rem by 40rem; on small screens it keeps a gutter on every side. Styled
 * components, not the css prop: @emotion/styled is shared, so the theme always arrives (see chat-icons.tsx).
 */
const Panel = styled.section(({ theme }) => ({
  position: 'fixed',
  insetInlineEnd: theme.space[4],
  insetBlockEnd: `calc(${theme.space[4]} + ${theme.sizes.minTarget} + ${theme.space[3]})`,
  zIndex: theme.zIndices.overlay,
  display: 'flex',
  flexDirection: 'column',
  width: `min(25rem, calc(100vw - 2 * ${theme.space[4]}))`,
  maxHeight: `min(40rem, calc(100vh - ${theme.sizes.minTarget} - 3 * ${theme.space[4]}))`,
  background: theme.colors.background,
  color: theme.colors.text,
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.lg,
  '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`, outlineOffset: theme.sizes.focusRingOffset },
}));

const PanelHeader = styled(Inline)(({ theme }) => ({
  paddingBlock: theme.space[2],
  paddingInlineStart: theme.space[4],
  paddingInlineEnd: theme.space[2],
  borderBottom: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
}));

const PanelBody = styled.div(({ theme }) => ({ padding: theme.space[4], overflowY: 'auto' }));
