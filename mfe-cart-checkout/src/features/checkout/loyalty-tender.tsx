import type { Theme } from '@emotion/react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useApiData } from '@sf/api-client/use-api-data';
import { markLoyaltyMember, type Basket, type LoyaltyAccount } from '@sf/contracts';
import { pointsCovering, pointsEarned, pointsValue } from '@sf/contracts/loyalty';
import { $session } from '@sf/remote-contract';
import { Alert, Button, Field, formatMoney, Heading, Inline, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { loyaltyApi } from './loyalty-api';

interface LoyaltyTenderProps {
  basket: Basket;
  /** Points applied to this order now (0: none). */
  points: number;
  onChange: (points: number) => void;
}

/**
 * The points tender of the payment step, for a signed-in shopper: a member sees the balance and chooses how many
 * points to pay with (points pay first; gift cards and the card pay what is left); a non-member can join on the spot
 * and earn points with this order. Guests see nothing.
 */
export function LoyaltyTender({ basket, points, onChange }: LoyaltyTenderProps) {
  const { t } = useTranslation();
  const site = useSite();
  const session = useStore($session);
  const registered = session.status === 'registered';
  const api = useMemo(() => loyaltyApi(site), [site]);
  const key = registered ? `${site.brand}|${site.locale}` : null;
  const { state } = useApiData(key, (signal) => api.account(signal));
  // Joining answers the new member's account: shown instead of the loaded one (for this key).
  const [enrolled, setEnrolled] = useState<{ key: string; account: LoyaltyAccount } | null>(null);
  const [joining, setJoining] = useState(false);
  const [joinFailed, setJoinFailed] = useState(false);
  const [joined, setJoined] = useState(false);
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!registered || state.status === 'loading') return null;
  const programme = t('loyalty.programme', { brand: site.brandName });
  const count = (value: number) => t('loyalty.pointCount', { count: value, points: new Intl.NumberFormat(site.tag).format(value) });
  const money = (amount: number) => formatMoney({ amount, currency: basket.currency }, site.tag);
  const total = basket.totals.total;
  const earns = pointsEarned(site.brand, site.country, basket.currency, total - pointsValue(points, basket.currency));
  const frame = (theme: Theme) => ({
    display: 'grid',
    gap: theme.space[3],
    padding: theme.space[4],
    background: theme.colors.surface,
    borderRadius: theme.radii.md,
  });

  if (state.status !== 'ready') return <Text tone="muted">{t('loyalty.checkout.unavailable')}</Text>;
  const account = enrolled && enrolled.key === key ? enrolled.account : state.data;

  if (!account.member) {
    const join = async () => {
      setJoining(true);
      setJoinFailed(false);
      try {
        const next = await api.enroll();
        markLoyaltyMember();
        setJoined(true);
        if (key) setEnrolled({ key, account: next });
      } catch {
        setJoinFailed(true);
      } finally {
        setJoining(false);
      }
    };
    return (
      <div css={frame}>
        <Text>{t('loyalty.checkout.joinOffer', { programme, points: count(earns) })}</Text>
        {joinFailed && <Alert tone="error">{t('loyalty.checkout.joinFailed')}</Alert>}
        <div>
          <Button variant="secondary" onClick={join} loading={joining}>
            {t('loyalty.checkout.join')}
          </Button>
        </div>
      </div>
    );
  }

  const most = Math.min(account.balance, pointsCovering(total, basket.currency));
  const apply = (value: number) => {
    if (!Number.isInteger(value) || value < 1 || value > most) {
      setError(t('loyalty.checkout.invalid', { max: new Intl.NumberFormat(site.tag).format(most) }));
      return;
    }
    setError(null);
    setEntry('');
    onChange(value);
  };
  const applyEntry = () => apply(Number(entry.trim()));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The field sits inside the payment form: Enter applies the points instead of submitting the step.
    if (event.key === 'Enter') {
      event.preventDefault();
      applyEntry();
    }
  };

  return (
    <section css={frame} aria-label={programme}>
      <Heading level={3} size="md">
        {t('loyalty.checkout.heading')}
      </Heading>
      {joined && <Alert tone="success">{t('loyalty.checkout.joined', { programme, points: count(earns) })}</Alert>}
      {account.balance === 0 ? (
        <Text>{t('loyalty.checkout.noneYet')}</Text>
      ) : (
        <Text data-testid="loyalty-balance">
          {t('loyalty.checkout.balance', { points: count(account.balance), amount: money(account.balanceValue.amount) })}
        </Text>
      )}
      {points > 0 ? (
        <Inline gap={3} align="center" justify="between">
          <Text weight="bold" data-testid="loyalty-applied">
            {t('loyalty.checkout.applied', { points: count(points), amount: money(pointsValue(points, basket.currency)) })}
          </Text>
          <Button variant="secondary" onClick={() => onChange(0)}>
            {t('loyalty.checkout.remove')}
          </Button>
        </Inline>
      ) : (
        most > 0 && (
          <Stack gap={3}>
            <Inline gap={3} align="end">
              <Field
                name="loyaltyPoints"
                type="number"
                inputMode="numeric"
                min={1}
                max={most}
                step={1}
                label={t('loyalty.checkout.pointsLabel')}
                hint={t('loyalty.checkout.pointsHint', { points: count(most), amount: money(pointsValue(most, basket.currency)) })}
                value={entry}
                onChange={(event) => setEntry(event.target.value)}
                onKeyDown={onKeyDown}
                error={error ?? undefined}
              />
              <Button variant="secondary" onClick={applyEntry}>
                {t('loyalty.checkout.apply')}
              </Button>
            </Inline>
            <div>
              <Button variant="secondary" onClick={() => apply(most)}>
                {t('loyalty.checkout.useMost', { points: count(most) })}
              </Button>
            </div>
          </Stack>
        )
      )}
      {earns > 0 && <Text tone="muted">{t('loyalty.checkout.earns', { points: count(earns) })}</Text>}
    </section>
  );
}
