import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../addresses';
import { isAcademicEmail, MAX_INSTITUTION_LENGTH, STUDENT_CODE_LENGTH } from '../student-verification';
import { ApiErrorSchema, BrandSchema, LocaleSchema } from './common';

/**
 * Student verification (`/api/account/student-verification*`, issue 25): a signed-in shopper names their academic
 * e-mail address and institution, receives a 6-digit code there, and enters it; a verified student gets the student
 * discount in the cart for 12 months. Guests get 401.
 */

export const StudentEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH)
  .pipe(z.email('email: enter an e-mail address such as name@university.ac.uk'))
  .refine(isAcademicEmail, 'email: use the e-mail address your university or college gave you (for example name@ox.ac.uk or name@mit.edu)');

export const StudentVerificationRequestBodySchema = z.strictObject({
  brand: BrandSchema,
  locale: LocaleSchema,
  email: StudentEmailSchema,
  institution: z
    .string()
    .trim()
    .min(2, 'institution: name your university or college')
    .max(MAX_INSTITUTION_LENGTH)
    // No control characters: the name is echoed in the e-mail and the account.
    .regex(/^[^\u0000-\u001f\u007f]+$/, 'institution: use letters, digits and punctuation only'),
});

export const StudentVerificationCodeBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${STUDENT_CODE_LENGTH}}$`), `code: enter the ${STUDENT_CODE_LENGTH}-digit code from the e-mail`),
});

/** The account's student status: verified (until when), a code waiting to be entered, or neither. */
export const StudentVerificationStatusSchema = z.object({
  status: z.enum(['none', 'pending', 'verified']),
  /** Percent off products a verified student gets. */
  discountPercent: z.number().int(),
  verified: z
    .object({ email: z.string(), institution: z.string(), verifiedAt: z.string(), validUntil: z.string() })
    .nullable()
    .describe('The current verification, null when none is valid'),
  pending: z
    .object({ email: z.string(), institution: z.string(), expiresAt: z.string(), attemptsLeft: z.number().int() })
    .nullable()
    .describe('The code request waiting to be confirmed, null when none'),
});

/** 400 for a code that did not verify: why, and how many tries the current code has left (0: ask for a new one). */
export const StudentCodeErrorSchema = ApiErrorSchema.extend({
  reason: z.enum(['wrong-code', 'expired', 'too-many-attempts', 'no-request']),
  attemptsLeft: z.number().int(),
});
