import { describe, expect, it } from 'vitest';
import { amountOf, balanceProblems, buyProblems, type BuyDraft } from './gift-card-rules';

const draft = (overrides: Partial<BuyDraft> = {}): BuyDraft => ({
  choice: '5000',
  otherAmount: '',
  recipientName: 'Sam',
  recipientEmail: 'sam@example.com',
  senderName: 'Alex',
  message: '',
  ...overrides,
});

describe('gift card rules', () => {
  it('takes a denomination or a whole custom amount within the range', () => {
    expect(amountOf(draft(), 'GBP')).toBe(5000);
    expect(amountOf(draft({ choice: 'other', otherAmount: '75' }), 'GBP')).toBe(7500);
    expect(amountOf(draft({ choice: 'other', otherAmount: '75,00' }), 'EUR')).toBe(7500);
    for (const typed of ['9', '501', '75.50', '-20', 'abc', '', '1e3'])
      expect(amountOf(draft({ choice: 'other', otherAmount: typed }), 'GBP'), typed).toBeNull();
    expect(amountOf(draft({ choice: '123' }), 'GBP')).toBeNull();
  });

  it('names every field that needs attention, in form order', () => {
    expect(buyProblems(draft(), 'GBP')).toEqual([]);
    expect(buyProblems(draft({ choice: 'other', recipientName: ' ', recipientEmail: 'sam@', senderName: '', message: 'x'.repeat(201) }), 'GBP')).toEqual([
      'amount',
      'recipientName',
      'recipientEmail',
      'senderName',
      'message',
    ]);
  });

  it('checks a balance request: 16 digits (spaces allowed) and a 4–8 digit PIN', () => {
    expect(balanceProblems('6010 0000 0000 0001', '1234')).toEqual([]);
    expect(balanceProblems('6010', '12')).toEqual(['number', 'pin']);
    expect(balanceProblems('6010-0000-0000-0001', '123456789')).toEqual(['pin']);
  });
});
