import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { CHAT_MESSAGE_MAX, CHAT_QUERY_TOPICS, type ChatAvailability, type ChatQueryTopic } from '@sf/contracts/chat';
import { $session, type Language, type LocaleCode } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, controlStyles, Field, Link, Select, Stack, Text } from '@sf/ui';
import { refusalMessage } from './chat-api';
import { needsPrivacyAcknowledgement } from './chat-language';
import { currentChatPage } from './chat-page';
import { beginConversation } from './conversation-store';
import { isQueryTopic, isValidEmail } from './prechat';

/** The CMS privacy-policy page (locale-free; the shell adds the locale). */
export const PRIVACY_POLICY_PATH = '/privacy-policy';
/** Spec §8, logged when a guest's form has no e-mail field to fill. */
export const EMAIL_FIELD_MISSING_MESSAGE = 'Live chat: Prechat email input wrapper not found';

interface PrechatFormProps {
  locale: LocaleCode;
  language: Language;
  availability: ChatAvailability | null;
}

/**
 * Spec §3/§5: the prechat e-mail (labelled; a signed-in shopper's comes from the account) and query-topic fields,
 * the privacy notice and, for de/nl, the acknowledgement. Outside business hours it is a "leave a message" form.
 */
export function PrechatForm({ locale, language, availability }: PrechatFormProps) {
  const { t } = useTranslation();
  const session = useStore($session);
  const signedIn = session.status === 'registered';
  const offline = availability?.mode === 'offline';
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [topic, setTopic] = useState<ChatQueryTopic>('order');
  const [message, setMessage] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [messageError, setMessageError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!signedIn && !emailRef.current) console.warn(EMAIL_FIELD_MISSING_MESSAGE);
  }, [signedIn]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailProblem = signedIn ? undefined : !email.trim() ? t('chat.emailRequired') : isValidEmail(email) ? undefined : t('chat.emailInvalid');
    const messageProblem = offline && !message.trim() ? t('chat.messageRequired') : undefined;
    setEmailError(emailProblem);
    setMessageError(messageProblem);
    if (emailProblem) return emailRef.current?.focus();
    if (messageProblem) return messageRef.current?.focus();
    setBusy(true);
    setFailure(null);
    try {
      await beginConversation({
        site: locale,
        ...(signedIn ? {} : { email: email.trim() }),
        topic,
        ...(message.trim() ? { message: message.trim() } : {}),
        page: currentChatPage(),
        privacyAccepted: true,
      });
    } catch (error) {
      setFailure(refusalMessage(error) ?? t('chat.startFailed'));
      setBusy(false);
    }
  };

  const greeting = session.isLoyaltyMember ? t('chat.greetingLoyalty') : t('chat.greeting');
  return (
    <form noValidate onSubmit={submit} data-testid="prechat-form" data-mode={availability?.mode ?? 'unknown'}>
      <Stack gap={4}>
        <Text>{greeting}</Text>
        {offline ? (
          <Alert role="none" tone="info" title={t('chat.offlineTitle')} data-testid="chat-offline">
            {availability?.hoursToday ? t('chat.offlineHours', { hours: availability.hoursToday }) : t('chat.offlineClosedToday')} {t('chat.offlineIntro')}
          </Alert>
        ) : (
          availability && <Text tone="muted">{availability.mode === 'bot' ? t('chat.modeBot') : t('chat.modeAgent')}</Text>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
        {signedIn ? (
          session.email && <Text data-testid="chat-signed-in">{t('chat.signedInAs', { email: session.email })}</Text>
        ) : (
          <Field
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="email"
            required
            label={t('chat.emailLabel')}
            hint={t('chat.emailHint')}
            error={emailError}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (emailError) setEmailError(undefined);
            }}
          />
        )}
        <Select
          name="topic"
          label={t('chat.topicLabel')}
          value={topic}
          options={CHAT_QUERY_TOPICS.map((value) => ({ value, label: t(`chat.topic.${value}`) }))}
          onChange={(event) => isQueryTopic(event.target.value) && setTopic(event.target.value)}
        />
        {offline && (
          <MessageFrame>
            <label htmlFor={messageId}>{t('chat.messageLabel')}</label>
            <MessageArea
              ref={messageRef}
              id={messageId}
              name="message"
              rows={4}
              required
              maxLength={CHAT_MESSAGE_MAX}
              value={message}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? `${messageId}-error` : undefined}
              onChange={(event) => {
                setMessage(event.target.value);
                if (messageError) setMessageError(undefined);
              }}
            />
            {messageError && (
              <Text as="span" size="sm" tone="error" id={`${messageId}-error`}>
                {messageError}
              </Text>
            )}
          </MessageFrame>
        )}
        <Text size="sm" tone="muted" data-testid="privacy-notice">
          {t('chat.privacyNotice')} <Link to={PRIVACY_POLICY_PATH}>{t('chat.privacyPolicyLink')}</Link>
        </Text>
        {needsPrivacyAcknowledgement(language) && (
          <Text size="sm" data-testid="privacy-acknowledgement">
            {t('chat.privacyAcknowledgement')}
          </Text>
        )}
        <Button type="submit" fullWidth loading={busy}>
          {offline ? t('chat.leaveMessage') : t('chat.start')}
        </Button>
      </Stack>
    </form>
  );
}

const MessageFrame = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1],
  '& > label': { fontWeight: theme.fontWeights.medium },
}));

const MessageArea = styled.textarea(({ theme }) => ({ ...controlStyles(theme), paddingBlock: theme.space[2], resize: 'vertical', font: 'inherit' }));
