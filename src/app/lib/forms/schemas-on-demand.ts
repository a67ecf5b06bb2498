import { onDemand } from '../on-demand.ts';

/**
 * A form's shared schemas, and with them zod (about 9 kB gzip), load when a
 * visitor first focuses the form or submits it, never with the page. If they
 * cannot be fetched, the form sends anyway: the server validates with the
 * same schemas and its answer lists the same problems.
 */
export interface SchemasOnDemand<T> {
  /** Starts the download; for a form's `onFocus`, so it has arrived by the time of submitting. */
  warm(): void;
  /** The module, or undefined when it could not be fetched. */
  get(): Promise<T | undefined>;
}

export function schemasOnDemand<T>(importer: () => Promise<T>): SchemasOnDemand<T> {
  const code = onDemand(importer);
  const get = () => code.load().catch(() => undefined);
  return { warm: () => void get(), get };
}
