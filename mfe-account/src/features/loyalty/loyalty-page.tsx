import type { Theme } from '@emotion/react';
import { useId, useMemo, useState } from 'react';
import type { LoyaltyAccount, LoyaltyLedgerEntry } from '@sf/contracts';
import { LOYALTY_TIER_THRESHOLDS } from '@sf/contracts/loyalty';
import type { PageProps } from '@sf/remote-contract';
import { Alert, Badge, Button, formatMoney, Heading, Inline, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useAccountData } from '../../shared/account-data';
import { AccountHeading } from '../../shared/account-heading';
import { AccountDataView } from '../../shared/data-states';
import { EnrollmentForm } from './enrollment-form';
import { loyaltyApi, type LoyaltyApi } from './loyalty-api';
import { formatPoints, programmeRates } from './loyalty-format';

/** `/account/loyalty`: tier, points balance and what it is worth, progress to the next tier, the points ledger. */
export function LoyaltyPage({ route }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => loyaltyApi(site), [site]);
  const [page, setPage] = useState(1);
  const [joined, setJoined] = useState(false);
  const [state, { reload, replace }] = useAccountData((signal) => api.account(page, signal), `${site.brand}|${site.locale}|${page}`);
  const programme = t('loyalty.programme', { brand: site.brandName });

  return (
    <Stack gap={6}>
      <AccountHeading title={t('loyalty.page.title')} intro={t('loyalty.page.intro', { programme })} />
      {joined && <Alert tone="success">{t('loyalty.join.welcome', { programme })}</Alert>}
      <AccountDataView state={state} route={route} onRetry={reload} skeletonRows={5}>
        {(account) =>
          account.member ? (
            <Membership account={account} onPage={setPage} />
          ) : (
            <JoinPanel
              api={api}
              onJoined={(next) => {
                setJoined(true);
                replace(next);
              }}
            />
          )
        }
      </AccountDataView>
    </Stack>
  );
}

const panel = (theme: Theme) => ({ padding: theme.space[5], background: theme.colors.surface, borderRadius: theme.radii.md });

function ProgrammeRules() {
  const { t } = useTranslation();
  const site = useSite();
  const rates = programmeRates(t, site);
  return (
    <Stack as="ul" gap={2}>
      <li>{rates.earn}</li>
      <li>{rates.pay}</li>
      <li>
        {t('loyalty.benefits.tiers', {
          silver: formatPoints(t, site, LOYALTY_TIER_THRESHOLDS.silver),
          gold: formatPoints(t, site, LOYALTY_TIER_THRESHOLDS.gold),
        })}
      </li>
    </Stack>
  );
}

function JoinPanel({ api, onJoined }: { api: LoyaltyApi; onJoined: (account: LoyaltyAccount) => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={panel}>
      <Stack gap={4}>
        <Heading level={2} size="lg" id={headingId}>
          {t('loyalty.join.title', { programme: t('loyalty.programme', { brand: site.brandName }) })}
        </Heading>
        <Text>{t('loyalty.join.intro')}</Text>
        <ProgrammeRules />
        <EnrollmentForm api={api} variant="full" onJoined={onJoined} />
      </Stack>
    </section>
  );
}

function Membership({ account, onPage }: { account: LoyaltyAccount; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const summaryId = useId();
  const progressId = useId();
  const rulesId = useId();
  const tier = account.tier ?? 'member';
  const next = account.nextTier;
  const since = account.membership ? new Intl.DateTimeFormat(site.tag, { dateStyle: 'long' }).format(new Date(account.membership.memberSince)) : null;

  return (
    <Stack gap={6}>
      <section aria-labelledby={summaryId} css={panel}>
        <Stack gap={4}>
          <Heading level={2} size="lg" id={summaryId}>
            {t('loyalty.summary.heading')}
          </Heading>
          <dl css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3], margin: 0, '& dd': { margin: 0 } })}>
            <div>
              <dt>
                <Text as="span" tone="muted">
                  {t('loyalty.summary.tier')}
                </Text>
              </dt>
              <dd>
                <Badge tone="accent" data-testid="loyalty-tier">
                  {t(`loyalty.tier.${tier}`)}
                </Badge>
              </dd>
            </div>
            <div>
              <dt>
                <Text as="span" tone="muted">
                  {t('loyalty.summary.balance')}
                </Text>
              </dt>
              <dd>
                <Text as="span" size="xl" weight="bold" data-testid="loyalty-balance">
                  {formatPoints(t, site, account.balance)}
                </Text>
                <Text size="sm" tone="muted">
                  {t('loyalty.summary.worth', { amount: formatMoney(account.balanceValue, site.tag) })}
                </Text>
              </dd>
            </div>
            {since && (
              <div>
                <dt>
                  <Text as="span" tone="muted">
                    {t('loyalty.summary.memberSince')}
                  </Text>
                </dt>
                <dd>{since}</dd>
              </div>
            )}
          </dl>
          <div>
            <Text id={progressId} weight="medium">
              {next
                ? t('loyalty.progress.toGo', { points: formatPoints(t, site, next.pointsToGo), tier: t(`loyalty.tier.${next.tier}`) })
                : t('loyalty.progress.top', { tier: t(`loyalty.tier.${tier}`) })}
            </Text>
            {next && (
              <div
                role="progressbar"
                aria-labelledby={progressId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={next.percent}
                aria-valuetext={t('loyalty.progress.percent', { percent: next.percent })}
                css={(theme: Theme) => ({
                  marginTop: theme.space[2],
                  height: theme.space[3],
                  background: theme.colors.background,
                  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
                  borderRadius: theme.radii.pill,
                  overflow: 'hidden',
                })}
              >
                <div css={(theme: Theme) => ({ width: `${next.percent}%`, height: '100%', background: theme.colors.primary })} />
              </div>
            )}
          </div>
        </Stack>
      </section>
      <Ledger account={account} onPage={onPage} />
      <section aria-labelledby={rulesId}>
        <Stack gap={3}>
          <Heading level={2} size="md" id={rulesId}>
            {t('loyalty.rules.heading')}
          </Heading>
          <ProgrammeRules />
        </Stack>
      </section>
    </Stack>
  );
}

/** What a ledger row was, in the shopper's language (server notes are English, so they are not shown). */
function describe(t: (key: string, options?: Record<string, unknown>) => string, entry: LoyaltyLedgerEntry): string {
  if (entry.kind === 'adjust' || !entry.orderNumber) return t(`loyalty.ledger.kind.${entry.kind === 'adjust' ? 'adjust' : `${entry.kind}NoOrder`}`);
  return t(`loyalty.ledger.kind.${entry.kind}`, { order: entry.orderNumber });
}

function Ledger({ account, onPage }: { account: LoyaltyAccount; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const headingId = useId();
  const { entries, page, pageSize, total } = account.ledger;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const numbers = new Intl.NumberFormat(site.tag, { signDisplay: 'exceptZero' });
  const dates = new Intl.DateTimeFormat(site.tag, { dateStyle: 'medium' });
  const cell = (theme: Theme) => ({
    padding: `${theme.space[2]} ${theme.space[3]}`,
    borderBottom: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
    textAlign: 'start' as const,
  });
  const numeric = (theme: Theme) => ({ ...cell(theme), textAlign: 'end' as const, fontVariantNumeric: 'tabular-nums' });

  return (
    <section aria-labelledby={headingId}>
      <Stack gap={3}>
        <Heading level={2} size="md" id={headingId}>
          {t('loyalty.ledger.heading')}
        </Heading>
        {entries.length === 0 ? (
          <Text>{t('loyalty.ledger.empty')}</Text>
        ) : (
          <div css={{ overflowX: 'auto' }}>
            <table css={{ borderCollapse: 'collapse', width: '100%' }}>
              <caption css={(theme: Theme) => ({ textAlign: 'start', color: theme.colors.mutedText, paddingBottom: theme.space[2] })}>
                {t('loyalty.ledger.caption', { page, pages })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" css={cell}>
                    {t('loyalty.ledger.date')}
                  </th>
                  <th scope="col" css={cell}>
                    {t('loyalty.ledger.what')}
                  </th>
                  <th scope="col" css={numeric}>
                    {t('loyalty.ledger.points')}
                  </th>
                  <th scope="col" css={numeric}>
                    {t('loyalty.ledger.balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="loyalty-ledger-row">
                    <td css={cell}>{dates.format(new Date(entry.createdAt))}</td>
                    <td css={cell}>{describe(t, entry)}</td>
                    <td css={numeric}>{numbers.format(entry.points)}</td>
                    <td css={numeric}>{new Intl.NumberFormat(site.tag).format(entry.balanceAfter)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <Inline gap={3} align="center" as="nav" aria-label={t('loyalty.ledger.pages')}>
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {t('loyalty.ledger.newer')}
            </Button>
            <Text as="span" aria-live="polite">
              {t('loyalty.ledger.pageOf', { page, pages })}
            </Text>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              {t('loyalty.ledger.older')}
            </Button>
          </Inline>
        )}
      </Stack>
    </section>
  );
}
