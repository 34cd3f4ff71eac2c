import styled from '@emotion/styled';
import type { PageProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Container, Heading, Link, Stack, Text } from '@sf/ui';
import type { ContactApi } from './contact-api';
import { ContactForm } from './contact-form';

/** /contact-us and /help/contact-us (spec §2): the contact form, with the help centre one step away. */
export function ContactPage({ site, api }: PageProps & { api?: ContactApi }) {
  const { t } = useTranslation();
  return (
    <Container>
      <PageStack gap={5} data-testid="contact-page">
        <Stack gap={2}>
          <Heading level={1}>{t('help.contact.title')}</Heading>
          <Text>{t('help.contact.intro')}</Text>
          <Link to="/help">{t('help.title')}</Link>
        </Stack>
        <ContactForm site={site} {...(api ? { api } : {})} />
      </PageStack>
    </Container>
  );
}

const PageStack = styled(Stack)(({ theme }) => ({ paddingBlock: theme.space[6], maxWidth: theme.sizes.proseMax }));
