/**
 * Tables owned by the flags module (issue 24): each declared flag with its default, rollout and targeting rules, and
 * the audit trail of operators' edits (who, when, before and after). `operator_id` is a plain id into the operators
 * module (no cross-module foreign key); the e-mail is copied so the trail survives an operator's removal.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FlagKey, FlagRule } from '@sf/contracts';

export const featureFlags = pgTable(
  'feature_flags',
  {
    key: text('key').$type<FlagKey>().primaryKey(),
    description: text('description').notNull(),
    defaultValue: boolean('default_value').notNull(),
    /** Share (0-100) of visitors no rule matched that get `true`; null: everyone gets the default value. */
    rolloutPercentage: integer('rollout_percentage'),
    /** Ordered; the first matching rule decides (contracts FlagRuleSchema, validated before every write). */
    rules: jsonb('rules').$type<FlagRule[]>().notNull().default([]),
    /** Optimistic concurrency: an edit names the version it read, so two operators never overwrite each other. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [check('feature_flags_rollout', sql`${t.rolloutPercentage} is null or (${t.rolloutPercentage} between 0 and 100)`)],
);

export interface FlagState {
  defaultValue: boolean;
  rolloutPercentage: number | null;
  rules: FlagRule[];
}

export const featureFlagAudit = pgTable(
  'feature_flag_audit',
  {
    id: uuid('id').primaryKey(),
    flagKey: text('flag_key').$type<FlagKey>().notNull(),
    operatorId: uuid('operator_id').notNull(),
    operatorEmail: text('operator_email').notNull(),
    before: jsonb('before').$type<FlagState>().notNull(),
    after: jsonb('after').$type<FlagState>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feature_flag_audit_changed').on(t.changedAt)],
);
