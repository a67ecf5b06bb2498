import type { ConsentPurpose } from '../../../shared/consent-notices.ts';
import type { ConsentAction } from '../../../shared/privacy.ts';
import type { Executor } from '../../db/client.ts';

/** One store's records about an address, as an export shows them (dates as ISO strings). */
export type PersonalRecord = Record<string, unknown>;

/** What one store did when an address was erased. */
export interface ErasureResult {
  /** How many records it deleted or anonymised (the audit log's summary). */
  count: number;
  /** Work outside the database (stored files), run once the erasure has committed. */
  afterCommit?: () => Promise<void>;
}

/**
 * A store of personal data, registered with the privacy module by the
 * module that owns it: the privacy module exports and erases an address
 * through every source, in one transaction, without reading any other
 * module's tables itself.
 */
export interface PersonalDataSource {
  /** Its name in an export and in the audit log's summary ("contactMessages"). */
  name: string;
  /** Everything it holds about the address (normalised: trimmed, lower-case). */
  export(db: Executor, email: string): Promise<PersonalRecord[]>;
  /** Deletes or anonymises it all, inside the caller's transaction. */
  erase(tx: Executor, email: string): Promise<ErasureResult>;
  /** Applies the retention rules to its records (the daily job), inside the caller's transaction. */
  retain?(tx: Executor, rule: RetentionRule): Promise<ErasureResult>;
}

/**
 * A retention rule over data that identifies no one (nothing to export or
 * erase by address), run by the same daily job: the analytics' raw views.
 */
export interface RetentionSource {
  name: string;
  retain(tx: Executor, rule: RetentionRule): Promise<ErasureResult>;
}

/** The daily retention job's cut-offs. */
export interface RetentionRule {
  /** Finished leads unchanged since before this are anonymised; null: kept (LEAD_RETENTION_DAYS=0). */
  leadsBefore: Date | null;
  /** Sign-ups and requests never confirmed since before this are deleted. */
  unconfirmedBefore: Date;
}

/** Where and from whom a form's data came: what a consent record keeps besides the purpose. */
export interface CollectionContext {
  /** The page the form was on (a path on this site), when known. */
  sourcePage: string | null;
  /** The client's network address: only its keyed hash is stored. */
  clientIp: string | null;
}

export interface ConsentInput extends CollectionContext {
  email: string;
  purpose: ConsentPurpose;
  action?: ConsentAction;
}

/** What the modules that collect personal data need: a consent record in their transaction. */
export interface ConsentRecorder {
  record(tx: Executor, input: ConsentInput): Promise<void>;
}
