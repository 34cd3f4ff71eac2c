import { useRef, useState, type FormEvent } from 'react';
import { isValidEmail } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENT_TYPES,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  type ContactTopic,
  ORDER_NUMBER_PATTERN,
} from '@sf/contracts/help';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Field, Select, Stack, Text } from '@sf/ui';
import { type ContactApi, type ContactField, contactFailure, createContactApi } from './contact-api';
import { FileInput, TextArea } from './form-controls';

type Errors = Partial<Record<ContactField, string>>;

const MESSAGE_MIN = 10;
const ACCEPT = CONTACT_ATTACHMENT_TYPES.join(',');

/** The file as base64 without the data: prefix (the API's attachment encoding). */
const base64Of = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The contact form (issue 25): topic, e-mail, name, optional order number, message and one optional image or PDF.
 * Checked here for quick feedback and again by the server (which also identifies the file by its content). One
 * idempotency key per message makes a double click or a retry after a lost answer open one case, not two.
 */
export function ContactForm({ site, api }: { site: Pick<SiteInfo, 'brand' | 'locale'>; api?: ContactApi }) {
  const { t } = useTranslation();
  const [topic, setTopic] = useState<ContactTopic | ''>('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!topic) found.topic = t('help.contact.topicRequired');
    if (!isValidEmail(email)) found.email = t('help.contact.emailInvalid');
    if (!name.trim()) found.name = t('help.contact.nameRequired');
    if (orderNumber.trim() && !ORDER_NUMBER_PATTERN.test(orderNumber.trim().toUpperCase())) found.orderNumber = t('help.contact.orderNumberInvalid');
    if (message.trim().length < MESSAGE_MIN) found.message = t('help.contact.messageTooShort');
    if (file && !(CONTACT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) found.attachment = t('help.contact.attachmentType');
    else if (file && file.size > CONTACT_ATTACHMENT_MAX_BYTES) found.attachment = t('help.contact.attachmentTooLarge');
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setBusy(true);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const attachment = file ? { fileName: file.name, contentBase64: await base64Of(file) } : undefined;
      const created = await (api ?? createContactApi()).send({
        idempotencyKey: idempotencyKey.current,
        brand: site.brand,
        locale: site.locale,
        topic: topic as ContactTopic,
        email: email.trim(),
        name: name.trim(),
        ...(orderNumber.trim() ? { orderNumber: orderNumber.trim() } : {}),
        message,
        ...(attachment ? { attachment } : {}),
      });
      setSent({ reference: created.reference, email: email.trim() });
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (error) {
      const refused = contactFailure(error);
      if (refused.field === null) setFailure(refused.kind === 'too-many' ? t('help.contact.tooMany') : t('help.contact.failed'));
      else {
        const text: Record<ContactField, string> = {
          topic: t('help.contact.topicRequired'),
          email: t('help.contact.emailInvalid'),
          name: t('help.contact.nameRequired'),
          orderNumber: t('help.contact.orderNumberInvalid'),
          message: t('help.contact.messageTooShort'),
          attachment: refused.kind === 'size' ? t('help.contact.attachmentTooLarge') : t('help.contact.attachmentType'),
        };
        setErrors({ [refused.field]: text[refused.field] });
        requestAnimationFrame(() => summaryRef.current?.focus());
      }
    } finally {
      setBusy(false);
    }
  };

  const startAgain = () => {
    idempotencyKey.current = null;
    setSent(null);
    setMessage('');
    setOrderNumber('');
    setFile(null);
  };

  if (sent) {
    return (
      <div ref={sentRef} tabIndex={-1} data-testid="contact-sent">
        <Stack gap={3}>
          <Alert tone="success" title={t('help.contact.sentHeading')}>
            {t('help.contact.sentBody', { reference: sent.reference, email: sent.email })}
          </Alert>
          <div>
            <Button variant="secondary" onClick={startAgain}>
              {t('help.contact.sendAnother')}
            </Button>
          </div>
        </Stack>
      </div>
    );
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form noValidate onSubmit={submit} aria-label={t('help.contact.title')} data-testid="contact-form">
      <Stack gap={4}>
        <div ref={summaryRef} tabIndex={-1}>
          {failure && <Alert tone="error">{failure}</Alert>}
          {hasErrors && <Alert tone="error">{t('help.contact.errorSummary')}</Alert>}
        </div>
        <Select
          name="topic"
          label={t('help.contact.topic')}
          placeholder={t('help.contact.topicPlaceholder')}
          options={CONTACT_TOPICS.map((value) => ({ value, label: t(`help.contact.topics.${value}`) }))}
          value={topic}
          onChange={(event) => setTopic(event.target.value as ContactTopic | '')}
          error={errors.topic}
          required
        />
        <Field
          name="email"
          type="email"
          autoComplete="email"
          label={t('help.contact.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          maxLength={254}
          required
        />
        <Field
          name="name"
          autoComplete="name"
          label={t('help.contact.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          maxLength={CONTACT_NAME_MAX}
          required
        />
        <Field
          name="orderNumber"
          label={t('help.contact.orderNumber')}
          hint={t('help.contact.orderNumberHint')}
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          error={errors.orderNumber}
          maxLength={10}
          autoCapitalize="characters"
        />
        <TextArea
          name="message"
          label={t('help.contact.message')}
          hint={t('help.contact.messageHint')}
          value={message}
          onChange={setMessage}
          error={errors.message}
          maxLength={CONTACT_MESSAGE_MAX}
          required
        />
        <FileInput
          name="attachment"
          label={t('help.contact.attachment')}
          hint={t('help.contact.attachmentHint')}
          accept={ACCEPT}
          onChange={setFile}
          error={errors.attachment}
        />
        <div>
          <Button type="submit" loading={busy}>
            {busy ? t('help.contact.submitting') : t('help.contact.submit')}
          </Button>
        </div>
        <Text size="sm" tone="muted">
          {t('help.contactIntro')}
        </Text>
      </Stack>
    </form>
  );
}
