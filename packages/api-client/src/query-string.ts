export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** Builds `?a=1&b=2`; undefined and null are left out so optional filters can be passed as they are. */
export function toQueryString(...sources: ReadonlyArray<QueryParams | undefined>): string {
  const params = new URLSearchParams();
  const merged: Record<string, QueryValue> = Object.assign({}, ...sources);
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function appendQuery(path: string, queryString: string): string {
  if (!queryString) return path;
  return path.includes('?') ? `${path}&${queryString.slice(1)}` : `${path}${queryString}`;
}
