import { z } from 'zod';
import { SiteQuerySchema } from './common';

/**
 * Employees (`/api/employees/*`): a customer whose role is `employee` accepts the current employee terms once, then
 * starts an employee session (spec §3: `employeeToken`, `employeeExpiryTime`). While that session is valid the cart
 * prices the employee's basket with the brand's employee discount. Guests get 401, shoppers 403.
 */

/** Terms versions are dates, e.g. 2026-01-15. */
export const EmployeeTermsVersionSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'version: expected the terms version, e.g. 2026-01-15')
  .describe('Terms version');

export const EmployeeTermsQuerySchema = SiteQuerySchema;

/** GET /api/employees/terms: the current terms in the site's language, and whether this employee accepted them. */
export const EmployeeTermsSchema = z.object({
  version: EmployeeTermsVersionSchema,
  language: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  /** Employee discount per brand, in percent (e.g. { northbound: 40 }). */
  discounts: z.record(z.string(), z.number().int()),
  accepted: z.boolean(),
  /** ISO time of this employee's acceptance of this version, null until accepted. */
  acceptedAt: z.string().nullable(),
});

export const AcceptEmployeeTermsBodySchema = z.object({ version: EmployeeTermsVersionSchema });
export const EmployeeTermsAcceptanceSchema = z.object({ version: z.string(), acceptedAt: z.string() });

/** Spec §3 employee session. The token is opaque; the server keeps only its hash and checks it on every use. */
export const EmployeeSessionSchema = z.object({
  employeeToken: z.string(),
  /** Epoch milliseconds at which the session ends. */
  employeeExpiryTime: z.number().int(),
});
