import { Button, Dialog, Inline, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { townLine, type PostalAddress } from '@sf/contracts';

const lines = (address: PostalAddress): string[] =>
  [`${address.firstName} ${address.lastName}`, address.addressLine1, address.addressLine2 ?? '', townLine(address)].filter((line) => line.trim() !== '');

export function AddressLines({ address }: { address: PostalAddress }) {
  return (
    <address css={{ fontStyle: 'normal' }}>
      {lines(address).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </address>
  );
}

interface SuggestionDialogProps {
  entered: PostalAddress;
  suggestion: PostalAddress;
  onUseSuggestion: () => void;
  onKeepMine: () => void;
}

/** Spec §2 "validate shipping address": the post office's spelling of the address, or the shopper's own. */
export function SuggestionDialog({ entered, suggestion, onUseSuggestion, onKeepMine }: SuggestionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onKeepMine} title={t('cart.checkout.suggestionTitle')} closeLabel={t('cart.checkout.close')} size="md">
      <Stack gap={4}>
        <Text>{t('cart.checkout.suggestionIntro')}</Text>
        <Stack gap={1}>
          <Text weight="bold">{t('cart.checkout.suggested')}</Text>
          <AddressLines address={suggestion} />
        </Stack>
        <Stack gap={1}>
          <Text weight="bold">{t('cart.checkout.youEntered')}</Text>
          <AddressLines address={entered} />
        </Stack>
        <Inline gap={3}>
          <Button onClick={onUseSuggestion}>{t('cart.checkout.useSuggestion')}</Button>
          <Button variant="secondary" onClick={onKeepMine}>
            {t('cart.checkout.keepMine')}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
