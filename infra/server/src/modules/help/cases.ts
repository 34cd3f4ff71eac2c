/**
 * Customer-service cases from the contact form. A case and its acknowledgement e-mail commit together (outbox); the
 * form's idempotency key is unique, so a double submit (even two requests at once) makes one case and one e-mail,
 * and a reference that happens to exist already is drawn again.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { CaseStatus, ContactTopic } from '@sf/contracts/help';
import type { CaseDetail, CaseSummary } from '@sf/contracts/api';
import type { Database } from '../../db/client';
import type { I18nService } from '../i18n';
import type { OutboxService } from '../outbox';
import type { CheckedAttachment } from './attachment';
import { acknowledgementEmail } from './emails';
import { helpCaseAttachments, helpCases } from './tables';

/** Crockford-like alphabet without 0/O, 1/I/L: a reference read out on the phone is not mistaken. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const newCaseReference = (): string => `CS-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

/** How often a clashing reference is drawn again before giving up (31^8 ≈ 8.5e11 references: a clash is rare). */
const REFERENCE_ATTEMPTS = 5;

export interface NewCase {
  idempotencyKey: string;
  brand: string;
  locale: string;
  topic: ContactTopic;
  email: string;
  name: string;
  orderNumber: string | null;
  message: string;
}

export interface CreatedCase {
  reference: string;
  createdAt: Date;
  /** False when the idempotency key had made this case before (a double submit). */
  created: boolean;
  /** The first submission's e-mail when a replayed key came with another one (the route answers 409). */
  email: string;
}

const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint: name } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && name === constraint;
};

type CaseRow = typeof helpCases.$inferSelect;

const summaryOf = (row: CaseRow, hasAttachment: boolean): CaseSummary => ({
  reference: row.reference,
  brand: row.brand,
  locale: row.locale,
  topic: row.topic,
  email: row.email,
  name: row.name,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  hasAttachment,
});

export interface CaseDependencies {
  outbox: OutboxService;
  i18n: I18nService;
  /** Tests pass a generator that repeats itself to prove clashes are retried. */
  newReference?: () => string;
}

export function createCaseService(db: Database, deps: CaseDependencies) {
  const drawReference = deps.newReference ?? newCaseReference;

  async function byKey(idempotencyKey: string): Promise<CreatedCase | null> {
    const [row] = await db.select().from(helpCases).where(eq(helpCases.idempotencyKey, idempotencyKey));
    return row ? { reference: row.reference, createdAt: row.createdAt, created: false, email: row.email } : null;
  }

  /** The new case, or null when the idempotency key has made one before. */
  async function insertOnce(input: NewCase, attachment: CheckedAttachment | null): Promise<CreatedCase | null> {
    return db.transaction(async (tx) => {
      const id = randomUUID();
      const reference = drawReference();
      const [row] = await tx
        .insert(helpCases)
        .values({ id, reference, ...input })
        .onConflictDoNothing({ target: helpCases.idempotencyKey })
        .returning({ createdAt: helpCases.createdAt });
      if (!row) return null;
      if (attachment) {
        await tx
          .insert(helpCaseAttachments)
          .values({ caseId: id, fileName: attachment.fileName, contentType: attachment.contentType, size: attachment.bytes.length, bytes: attachment.bytes });
      }
      await deps.outbox.enqueue(
        tx,
        acknowledgementEmail(deps.i18n, {
          to: input.email,
          name: input.name,
          brand: input.brand,
          locale: input.locale,
          reference,
          topic: input.topic,
          message: input.message,
        }),
      );
      return { reference, createdAt: row.createdAt, created: true, email: input.email };
    });
  }

  return {
    byKey,

    async create(input: NewCase, attachment: CheckedAttachment | null): Promise<CreatedCase> {
      for (let attempt = 1; ; attempt++) {
        try {
          const created = await insertOnce(input, attachment);
          if (created) return created;
          const existing = await byKey(input.idempotencyKey);
          if (existing) return existing;
        } catch (error) {
          if (!isUniqueViolation(error, 'help_cases_reference_unique') || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
    },

    async list(status?: CaseStatus, limit = 200): Promise<CaseSummary[]> {
      const rows = await db
        .select({ row: helpCases, attachment: helpCaseAttachments.caseId })
        .from(helpCases)
        .leftJoin(helpCaseAttachments, eq(helpCaseAttachments.caseId, helpCases.id))
        .where(status ? eq(helpCases.status, status) : undefined)
        .orderBy(desc(helpCases.createdAt))
        .limit(limit);
      return rows.map(({ row, attachment }) => summaryOf(row, attachment !== null));
    },

    async get(reference: string): Promise<CaseDetail | null> {
      const [found] = await db
        .select({
          row: helpCases,
          fileName: helpCaseAttachments.fileName,
          contentType: helpCaseAttachments.contentType,
          size: helpCaseAttachments.size,
        })
        .from(helpCases)
        .leftJoin(helpCaseAttachments, eq(helpCaseAttachments.caseId, helpCases.id))
        .where(eq(helpCases.reference, reference));
      if (!found) return null;
      const { row, fileName, contentType, size } = found;
      return {
        ...summaryOf(row, fileName !== null),
        orderNumber: row.orderNumber,
        message: row.message,
        attachment: fileName !== null && contentType !== null && size !== null ? { fileName, contentType, size } : null,
        updatedAt: row.updatedAt.toISOString(),
        statusChangedBy: row.statusChangedBy,
      };
    },

    async attachment(reference: string): Promise<CheckedAttachment | null> {
      const [found] = await db
        .select({ fileName: helpCaseAttachments.fileName, contentType: helpCaseAttachments.contentType, bytes: helpCaseAttachments.bytes })
        .from(helpCaseAttachments)
        .innerJoin(helpCases, eq(helpCases.id, helpCaseAttachments.caseId))
        .where(eq(helpCases.reference, reference));
      return found ?? null;
    },

    /** Sets the status; false when no case has this reference. */
    async setStatus(reference: string, status: CaseStatus, by: string): Promise<boolean> {
      const updated = await db
        .update(helpCases)
        .set({ status, statusChangedBy: by, updatedAt: new Date() })
        .where(eq(helpCases.reference, reference))
        .returning({ id: helpCases.id });
      return updated.length > 0;
    },
  };
}

export type CaseService = ReturnType<typeof createCaseService>;
