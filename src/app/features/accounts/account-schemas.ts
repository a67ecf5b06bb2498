import { schemasOnDemand } from '../../lib/forms/schemas-on-demand.ts';

/** The account forms' shared schemas, fetched when a visitor first focuses or submits one. */
export const accountSchemas = schemasOnDemand(() => import('../../../shared/auth.ts'));
