import styled from '@emotion/styled';
import { STORE_WEEKDAYS, type StoreOpeningDay, type StoreWeekday } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { useSite } from '@sf/ui';
import { storeClockTime } from './store-clock';

const DAY_KEYS: Record<StoreWeekday, string> = {
  mon: 'stores.dayMon',
  tue: 'stores.dayTue',
  wed: 'stores.dayWed',
  thu: 'stores.dayThu',
  fri: 'stores.dayFri',
  sat: 'stores.daySat',
  sun: 'stores.daySun',
};

const weekOrder = (day: StoreOpeningDay) => STORE_WEEKDAYS.indexOf(day.day);

/**
 * A store's week as a table: the day is each row's header, "Closed" on a closed day. Weekday names are texts of
 * the site's language (the same on the server and in the browser). `today` is known only in the browser, after
 * hydration; its row is marked in words and in weight, not by colour alone.
 */
export function OpeningHours({ days, today }: { days: readonly StoreOpeningDay[]; today: StoreWeekday | null }) {
  const { t } = useTranslation();
  const { tag } = useSite();
  // "09:00" on a 24-hour site, "9:00 AM" on a 12-hour one (storeClockTime).
  const clock = (time: string) => {
    const written = storeClockTime(time, tag);
    return written.half ? t(written.half === 'am' ? 'stores.timeAm' : 'stores.timePm', { time: written.time }) : written.time;
  };
  return (
    <HoursTable>
      <Caption>{t('stores.openingHours')}</Caption>
      <tbody>
        {[...days]
          .sort((a, b) => weekOrder(a) - weekOrder(b))
          .map((day) => {
            const isToday = day.day === today;
            return (
              <Row key={day.day} data-today={isToday || undefined} aria-current={isToday ? 'date' : undefined}>
                <th scope="row">
                  {t(DAY_KEYS[day.day])}
                  {isToday && <TodayLabel>{` · ${t('stores.today')}`}</TodayLabel>}
                </th>
                <td>{day.opens && day.closes ? t('stores.hours', { opens: clock(day.opens), closes: clock(day.closes) }) : t('stores.closed')}</td>
              </Row>
            );
          })}
      </tbody>
    </HoursTable>
  );
}

const HoursTable = styled.table(({ theme }) => ({
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  '& th, & td': { textAlign: 'start', paddingBlock: theme.space[1], paddingInlineEnd: theme.space[4], fontWeight: theme.fontWeights.regular },
}));

const Caption = styled.caption(({ theme }) => ({
  textAlign: 'start',
  fontWeight: theme.fontWeights.bold,
  paddingBlockEnd: theme.space[1],
}));

const Row = styled.tr(({ theme }) => ({
  '&[data-today] th, &[data-today] td': { fontWeight: theme.fontWeights.bold },
}));

const TodayLabel = styled.span(({ theme }) => ({ color: theme.colors.text }));
