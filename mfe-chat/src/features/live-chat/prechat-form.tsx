import { useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $session, type Language, type LocaleCode } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Button, Field, Link, Select, Stack, Text } from '@sf/ui';
import { needsPrivacyAcknowledgement, type ChatLanguage } from './chat-language';
import { queueConversation } from './chat-store';
import { isQueryTopic, isValidEmail, QUERY_TOPICS, type QueryTopic } from './prechat';

/** The CMS privacy-policy page (locale-free; the shell adds the locale). */
export const PRIVACY_POLICY_PATH = '/privacy-policy';

interface PrechatFormProps {
  locale: LocaleCode;
  language: Language;
  chatLanguage: ChatLanguage;
}

/** Spec §3/§5: the prechat email (labelled) and query-topic fields, the privacy notice and, for de/nl, the acknowledgement. */
export function PrechatForm({ locale, language, chatLanguage }: PrechatFormProps) {
  const { t } = useTranslation();
  const session = useStore($session);
  const [email, setEmail] = useState(session.email ?? '');
  const [topic, setTopic] = useState<QueryTopic>('order');
  const [error, setError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = !email.trim() ? t('chat.emailRequired') : isValidEmail(email) ? undefined : t('chat.emailInvalid');
    setError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    queueConversation({ email: email.trim(), topic, language: chatLanguage, locale, queuedAt: new Date().toISOString() });
  };

  return (
    <form noValidate onSubmit={submit} data-testid="prechat-form">
      <Stack gap={4}>
        <Text>{session.isLoyaltyMember ? t('chat.greetingLoyalty') : t('chat.greeting')}</Text>
        <Field
          ref={emailRef}
          type="email"
          name="email"
          autoComplete="email"
          required
          label={t('chat.emailLabel')}
          hint={t('chat.emailHint')}
          error={error}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <Select
          name="topic"
          label={t('chat.topicLabel')}
          value={topic}
          options={QUERY_TOPICS.map((value) => ({ value, label: t(`chat.topic.${value}`) }))}
          onChange={(event) => isQueryTopic(event.target.value) && setTopic(event.target.value)}
        />
        <Text size="sm" tone="muted" data-testid="privacy-notice">
          {t('chat.privacyNotice')} <Link to={PRIVACY_POLICY_PATH}>{t('chat.privacyPolicyLink')}</Link>
        </Text>
        {needsPrivacyAcknowledgement(language) && (
          <Text size="sm" data-testid="privacy-acknowledgement">
            {t('chat.privacyAcknowledgement')}
          </Text>
        )}
        <Button type="submit" fullWidth>
          {t('chat.start')}
        </Button>
      </Stack>
    </form>
  );
}
