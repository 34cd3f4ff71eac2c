/** Dates of orders in the site's language ("20 Nov 2026"). */
export function orderDate(iso: string, languageTag: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium' }).format(date);
}
