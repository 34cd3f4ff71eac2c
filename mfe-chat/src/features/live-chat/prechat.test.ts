import { describe, expect, it } from 'vitest';
import { isValidEmail } from './prechat';

describe('prechat email validation', () => {
  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    for (const email of ['anna@example.com', 'a.b+shoes@mail.example.co.uk', ' lena@example.de ']) expect(isValidEmail(email), email).toBe(true);
  });
  it('rejects typos', () => {
    for (const email of ['', 'anna', 'anna@', '@example.com', 'anna@example', 'anna example@x.com', 'anna@@example.com', `${'a'.repeat(250)}@x.io`]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });
});
