/** Spec §9 "membership cache": at most `entries` values, each kept `ttlMs`; the least recently used goes first. */
export function createMembershipCache<T>(entries: number, ttlMs: number, now: () => number = Date.now) {
  const values = new Map<string, { value: T; at: number }>();
  return {
    get(key: string): T | undefined {
      const found = values.get(key);
      if (!found) return undefined;
      values.delete(key);
      if (now() - found.at > ttlMs) return undefined;
      values.set(key, found);
      return found.value;
    },
    set(key: string, value: T): void {
      values.delete(key);
      values.set(key, { value, at: now() });
      for (const oldest of values.keys()) {
        if (values.size <= entries) break;
        values.delete(oldest);
      }
    },
    size: () => values.size,
  };
}
