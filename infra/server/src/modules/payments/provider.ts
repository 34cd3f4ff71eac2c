/**
 * The payment provider seam. The payments service keeps the record of every payment (idempotency, state) and asks a
 * provider to move money; a real PSP adapter implements this interface next to the built-in test providers.
 */
import type { BnplTender, CardBrand, Money } from '@sf/contracts';

/** A card pays with a one-time token from the card form, or with a vaulted card's permanent reference. */
export type ProviderCardTender = { code: 'CARD'; token: string } | { code: 'CARD'; paymentMethodRef: string };
export type ProviderTender = ProviderCardTender | BnplTender;

/** What the provider's vault answers for a one-time token: a permanent reference and the card's display facts. */
export interface VaultedCard {
  reference: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  /** Stable per card number (the provider's hash), for "this card is already saved". */
  fingerprint: string;
}

/** What a provider says about an authorization (the service turns it into the public PaymentOutcome). */
export type ProviderResult =
  | { status: 'authorized'; details?: PaymentDetails }
  | { status: 'declined'; reason: DeclineReason; message: string; details?: PaymentDetails }
  | { status: 'challenge'; details?: PaymentDetails };

export type DeclineReason = 'declined' | 'insufficient_funds' | 'limit_exceeded' | 'challenge_failed' | 'invalid_token';

/** Non-sensitive facts kept with the payment (never a card number). */
export interface PaymentDetails {
  cardBrand?: string;
  cardLast4?: string;
  bnplPlan?: number;
}

export interface AuthorizeInput {
  paymentId: string;
  amount: Money;
  tender: ProviderTender;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly code: ProviderTender['code'];
  authorize(input: AuthorizeInput): Promise<ProviderResult>;
  /** After a challenge: the result the provider recorded (never one the browser claims). */
  completeChallenge(paymentId: string): Promise<ProviderResult | 'pending'>;
  /** Where the shopper answers a challenge (an iframe page of the provider). */
  challengeUrl(paymentId: string): string;
  /** Card providers with a vault: exchange a one-time token for a permanent reference (null: unknown or expired token). */
  vault?(token: string): Promise<VaultedCard | null>;
  /** Removes a vaulted card (its reference no longer pays). */
  forget?(reference: string): Promise<void>;
  capture(paymentId: string, amount: Money): Promise<void>;
  void(paymentId: string): Promise<void>;
  refund(paymentId: string, amount: Money): Promise<void>;
}

export type ProviderRegistry = ReadonlyMap<ProviderTender['code'], PaymentProvider>;

export function createProviderRegistry(providers: PaymentProvider[]): ProviderRegistry {
  return new Map(providers.map((provider) => [provider.code, provider]));
}
