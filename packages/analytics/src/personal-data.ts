/** The redaction lives in contracts, so the server's ingest applies the same rule (see analytics-ingest.ts). */
import { redactPersonalData } from '@sf/contracts/analytics-ingest';

export { REDACTED, redactPersonalData } from '@sf/contracts/analytics-ingest';

export function redactOptional(text: string | null | undefined): string | null {
  return text ? redactPersonalData(text) : null;
}
