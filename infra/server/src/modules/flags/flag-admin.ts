/**
 * What the internal page `/healthcheck/feature-flags` reads and writes: the stored flags (from the database, not the
 * snapshot, so an operator sees what is saved) and their audit trail. An edit locks the flag's row, refuses a stale
 * version (409: another operator saved first) and writes the audit row in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FlagDefinition, FlagKey, FlagRule, InternalFlags } from '@sf/contracts';
import { FLAG_ATTRIBUTES, FLAG_KEYS } from '@sf/contracts/api';
import type { Database } from '../../db/client';
import type { FlagOverrides } from '../../env';
import { conflict, notFound } from '../../http-errors';
import { featureFlagAudit, featureFlags, type FlagState } from './tables';

export const AUDIT_ENTRIES_SHOWN = 100;

export interface FlagEdit {
  defaultValue: boolean;
  rolloutPercentage: number | null;
  rules: FlagRule[];
  version: number;
}

type FlagRow = typeof featureFlags.$inferSelect;

const stateOf = (row: FlagState): FlagState => ({ defaultValue: row.defaultValue, rolloutPercentage: row.rolloutPercentage, rules: row.rules });

export function createFlagAdmin(db: Database, envOverrides: FlagOverrides) {
  const definition = (row: FlagRow): FlagDefinition => ({
    key: row.key,
    description: row.description,
    defaultValue: row.defaultValue,
    rolloutPercentage: row.rolloutPercentage,
    rules: row.rules,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    envOverride: envOverrides[row.key] ?? null,
  });

  return {
    async list(): Promise<InternalFlags> {
      const [rows, audit] = await Promise.all([
        db.select().from(featureFlags),
        db.select().from(featureFlagAudit).orderBy(desc(featureFlagAudit.changedAt)).limit(AUDIT_ENTRIES_SHOWN),
      ]);
      const order = (key: FlagKey) => FLAG_KEYS.indexOf(key);
      return {
        attributes: [...FLAG_ATTRIBUTES],
        flags: rows.map(definition).sort((a, b) => order(a.key) - order(b.key)),
        audit: audit.map((entry) => ({
          id: entry.id,
          flagKey: entry.flagKey,
          operator: entry.operatorEmail,
          changedAt: entry.changedAt.toISOString(),
          before: entry.before,
          after: entry.after,
        })),
      };
    },

    async update(key: FlagKey, edit: FlagEdit, operator: { operatorId: string; email: string }): Promise<FlagDefinition> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(featureFlags).where(eq(featureFlags.key, key)).for('update');
        if (!current) throw notFound(`flag ${key}: not found`);
        if (current.version !== edit.version)
          throw conflict(`version: flag ${key} was changed meanwhile (now version ${current.version}); reload and edit again`);
        const after: FlagState = { defaultValue: edit.defaultValue, rolloutPercentage: edit.rolloutPercentage, rules: edit.rules };
        const [saved] = await tx
          .update(featureFlags)
          .set({ ...after, version: current.version + 1, updatedAt: new Date(), updatedBy: operator.email })
          .where(eq(featureFlags.key, key))
          .returning();
        await tx.insert(featureFlagAudit).values({
          id: randomUUID(),
          flagKey: key,
          operatorId: operator.operatorId,
          operatorEmail: operator.email,
          before: stateOf(current),
          after,
        });
        if (!saved) throw notFound(`flag ${key}: not found`);
        return definition(saved);
      });
    },
  };
}

export type FlagAdmin = ReturnType<typeof createFlagAdmin>;
