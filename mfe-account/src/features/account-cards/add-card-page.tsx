import type { Theme } from '@emotion/react';
import { useMemo, useState } from 'react';
import type { CardToken } from '@sf/contracts';
import { emit, type PageProps } from '@sf/remote-contract';
import { Alert, Button, Link, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { AccountHeading } from '../../shared/account-heading';
import { apiProblem } from '../../shared/api-problem';
import { CardFrame } from './card-frame';
import { brandName, expiryText } from './card-text';
import { cardsApi } from './cards-api';

/**
 * `/account/credit-cards/add`: the provider's card form tokenises the card (we never see its number); the one-time
 * token is then saved as the provider's permanent reference for this account.
 */
export function AddCardPage({ navigate }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => cardsApi(site), [site]);
  const [makeDefault, setMakeDefault] = useState(false);
  const [saving, setSaving] = useState<CardToken | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A fresh frame (new key) after a failure: the provider's one-time token cannot be used twice.
  const [frameKey, setFrameKey] = useState(0);

  const save = async (card: CardToken) => {
    setSaving(card);
    setFailure(null);
    try {
      await api.save(card.token, makeDefault);
      emit('toast:show', {
        message: t('account-area.cards.saved', {
          card: t('account-area.cards.cardLabel', { brand: brandName(card.brand, t('account-area.cards.unknownBrand')), last4: card.last4 }),
        }),
        tone: 'success',
      });
      navigate('/account/credit-cards');
    } catch (error) {
      const problem = apiProblem(error);
      setFailure(
        problem === 'conflict'
          ? t('account-area.cards.fullShort')
          : problem === 'too-many'
            ? t('account-area.tooManyTries')
            : problem === 'signed-out'
              ? t('account-area.sessionEnded')
              : t('account-area.cards.saveFailed'),
      );
      setSaving(null);
      setFrameKey((key) => key + 1);
    }
  };

  return (
    <>
      <AccountHeading title={t('account-area.cards.addTitle')} intro={t('account-area.cards.addIntro')} />
      <Stack gap={4} css={{ maxWidth: '36rem' }}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <label css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'center', minHeight: theme.sizes.minTarget })}>
          <input
            type="checkbox"
            name="makeDefault"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
            disabled={saving !== null}
          />
          {t('account-area.cards.makeDefault')}
        </label>
        {saving ? (
          <Stack gap={3} aria-live="polite">
            <Text>
              {t('account-area.cards.saving', {
                card: t('account-area.cards.cardLabel', { brand: brandName(saving.brand, t('account-area.cards.unknownBrand')), last4: saving.last4 }),
                expiry: expiryText(saving),
              })}
            </Text>
            <div>
              <Button loading>{t('account-area.cards.savingButton')}</Button>
            </div>
          </Stack>
        ) : (
          <CardFrame key={frameKey} site={site} onToken={save} />
        )}
        <Text tone="muted" size="sm">
          {t('account-area.cards.privacy')}
        </Text>
        <div>
          <Link to="/account/credit-cards">{t('account-area.cards.backToCards')}</Link>
        </div>
      </Stack>
    </>
  );
}
