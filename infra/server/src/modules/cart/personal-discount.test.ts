/** The personal-discount seam: providers asked in priority order, the first with a rate for the brand applies. */
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createPersonalDiscounts, personalDiscountId, type PersonalDiscount } from './personal-discount';

const db = {} as Database;
const discount = (campaignId: string, percent: number): PersonalDiscount => ({ campaignId, percentFor: () => percent, text: () => campaignId });

describe('personal discounts', () => {
  it('applies employee pricing over the student discount, whatever the order they were installed in', async () => {
    const asked: string[] = [];
    const discounts = createPersonalDiscounts();
    const asking = (kind: string, answer: PersonalDiscount) => async () => {
      asked.push(kind);
      return answer;
    };
    discounts.use('student', asking('student', discount('student', 10)));
    discounts.use('employee', asking('employee', discount('employee', 40)));
    expect(await discounts.find('c1', 'northbound', db)).toMatchObject({ kind: 'employee', campaignId: 'employee' });
    // The student provider is not even asked once the employee one answered.
    expect(asked).toEqual(['employee']);
  });

  it('falls through to the next kind when one has no discount or no rate for the brand', async () => {
    const discounts = createPersonalDiscounts();
    discounts.use('employee', async () => discount('employee', 0));
    discounts.use('student', async () => discount('student', 10));
    expect((await discounts.find('c1', 'kerbside', db))?.kind).toBe('student');
    const none = createPersonalDiscounts();
    none.use('employee', async () => null);
    expect(await none.find('c1', 'kerbside', db)).toBeNull();
    expect(await createPersonalDiscounts().find('c1', 'kerbside', db)).toBeNull();
  });

  it('names the promotion lines by kind', () => {
    expect(personalDiscountId('employee')).toBe('employee-discount');
    expect(personalDiscountId('student')).toBe('student-discount');
  });
});
