-- Trigram matching for catalogue search (a later issue); enabled first so any migration can index with gin_trgm_ops.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
