import { expect, it, vi } from 'vitest';
import { createMissingKeyWarner } from './missing-key-warning';

it('warns once per key', () => {
  const warn = vi.fn();
  const onMissing = createMissingKeyWarner(warn);
  onMissing(['en-GB'], 'translation', 'a.b');
  onMissing(['en-GB'], 'translation', 'a.b');
  onMissing(['de-DE'], 'translation', 'a.c');
  expect(warn).toHaveBeenCalledTimes(2);
});
