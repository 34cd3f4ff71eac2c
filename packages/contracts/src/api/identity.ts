import { z } from 'zod';
import { BrandSchema, LocaleSchema } from './common';

/**
 * Shopper identity: sign-up with e-mail verification, sign-in (password or passkey), server-side sessions behind an
 * HttpOnly cookie, password reset. The browser never sees a session id; it asks `GET /api/identity/session`.
 */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'email: at most 254 characters')
  .pipe(z.email('email: enter a valid e-mail address, e.g. name@example.com'));

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `password: at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `password: at most ${PASSWORD_MAX_LENGTH} characters`);

const NameSchema = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field}: required`)
    .max(100, `${field}: at most 100 characters`)
    .regex(/^[^\u0000-\u001f<>]*$/, `${field}: contains characters that are not allowed`);

/** The site a request is made from: e-mails are written in its language and link back to it. */
export const IdentitySiteSchema = z.object({ brand: BrandSchema, locale: LocaleSchema });

export const SignUpBodySchema = IdentitySiteSchema.extend({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: NameSchema('firstName'),
  lastName: NameSchema('lastName'),
  /** Unticked by default in the form; only an explicit true subscribes. */
  marketingOptIn: z.boolean().default(false),
  /** Spec rule 8: where a loyalty enrolment came from, carried in the query. */
  enrollLoyalty: z.boolean().default(false),
  enrollmentMarketingSource: z.string().trim().max(64).optional(),
});

export const SignInBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'password: required').max(PASSWORD_MAX_LENGTH, `password: at most ${PASSWORD_MAX_LENGTH} characters`),
});

export const TokenBodySchema = z.object({
  token: z
    .string()
    .min(20, 'token: the link is incomplete')
    .max(200, 'token: the link is not valid')
    .regex(/^[A-Za-z0-9_-]+$/, 'token: the link is not valid'),
});

export const ForgotPasswordBodySchema = IdentitySiteSchema.extend({ email: EmailSchema });
export const ResetPasswordBodySchema = TokenBodySchema.extend({ password: NewPasswordSchema });

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'currentPassword: required').max(PASSWORD_MAX_LENGTH),
  newPassword: NewPasswordSchema,
});

export const ChangeEmailBodySchema = IdentitySiteSchema.extend({
  email: EmailSchema,
  currentPassword: z.string().min(1, 'currentPassword: required').max(PASSWORD_MAX_LENGTH),
});

export const INTEREST_KEYS = ['hiking', 'running', 'streetwear', 'workwear', 'outdoor', 'sustainability', 'kids', 'new-arrivals'] as const;
export const InterestSchema = z.enum(INTEREST_KEYS);

export const UpdateProfileBodySchema = z.object({
  firstName: NameSchema('firstName').optional(),
  lastName: NameSchema('lastName').optional(),
  marketingOptIn: z.boolean().optional(),
  interests: z.array(InterestSchema).max(INTEREST_KEYS.length).optional(),
});

export const DeleteAccountBodySchema = z.object({ currentPassword: z.string().min(1, 'currentPassword: required').max(PASSWORD_MAX_LENGTH) });

export const CustomerRoleSchema = z.enum(['shopper', 'employee']);

export const CustomerProfileSchema = z.object({
  customerId: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** Set while an e-mail change waits for its verification link. */
  pendingEmail: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  role: CustomerRoleSchema,
  marketingOptIn: z.boolean(),
  interests: z.array(InterestSchema),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});

/** What the browser may know about its own session. */
export const SessionViewSchema = z.object({
  signedIn: z.boolean(),
  customer: CustomerProfileSchema.nullable(),
  /** Epoch ms when the session ends at the latest (absolute expiry). */
  expiresAt: z.number().int().nullable(),
  /** Brands whose loyalty programme the shopper belongs to (analytics, flags, chat greeting). */
  loyaltyBrands: z.array(z.string()),
});

export const SignInResultSchema = SessionViewSchema.extend({
  /** True on the first sign-in after registration: the shell shows the welcome dialog. */
  firstSignIn: z.boolean(),
});

export const SignUpResultSchema = z.object({
  /** Always true: the verification mail went to the outbox (or an account existed; the answer does not say). */
  verificationSent: z.literal(true),
});

export const OkSchema = z.object({ ok: z.literal(true) });
