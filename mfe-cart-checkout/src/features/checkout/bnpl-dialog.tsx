import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, Price, SkeletonText, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { BnplPlan, BnplQuotes } from '@sf/contracts';
import type { Currency } from '@sf/remote-contract';
import type { CheckoutApi } from './checkout-api';

interface BnplDialogProps {
  api: CheckoutApi;
  amount: number;
  currency: Currency;
  onChoose: (plan: BnplPlan) => void;
  onClose: () => void;
}

/** Spec §2 instalment payment dialog: each plan's dates and amounts, from the provider's quote. */
export function BnplDialog({ api, amount, currency, onChoose, onClose }: BnplDialogProps) {
  const { t } = useTranslation();
  const site = useSite();
  const [quotes, setQuotes] = useState<BnplQuotes | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api.bnplQuotes(amount, currency).then(setQuotes, (error: unknown) => {
      console.error('[mfe-cart-checkout] instalment quotes failed', error);
      setFailed(true);
    });
  }, [api, amount, currency]);
  const date = (iso: string) => new Intl.DateTimeFormat(site.tag, { dateStyle: 'medium' }).format(new Date(`${iso}T12:00:00Z`));
  return (
    <Dialog open onClose={onClose} title={t('cart.checkout.bnplTitle')} closeLabel={t('cart.checkout.close')} size="md">
      <Stack gap={4}>
        {!quotes && !failed && <SkeletonText lines={4} />}
        {failed && <Alert tone="error">{t('cart.updateFailed')}</Alert>}
        {quotes?.quotes.map((quote) => (
          <Stack key={quote.plan} gap={2}>
            <Text weight="bold">{t('cart.checkout.bnplPlan', { count: quote.plan })}</Text>
            {quote.approved ? (
              <>
                <ol css={{ margin: 0 }}>
                  {quote.instalments.map((instalment) => (
                    <li key={instalment.number}>
                      {date(instalment.dueDate)} · <Price money={instalment.amount} />
                    </li>
                  ))}
                </ol>
                <div>
                  <Button onClick={() => onChoose(quote.plan as BnplPlan)}>{t('cart.checkout.bnplChoose', { count: quote.plan })}</Button>
                </div>
              </>
            ) : (
              <Alert tone="info">{t('cart.checkout.bnplNotAvailable')}</Alert>
            )}
          </Stack>
        ))}
      </Stack>
    </Dialog>
  );
}
