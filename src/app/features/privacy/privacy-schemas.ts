import { schemasOnDemand } from '../../lib/forms/schemas-on-demand.ts';

/** The request form's shared schema, fetched when a visitor first focuses or submits it. */
export const privacySchemas = schemasOnDemand(() => import('../../../shared/privacy.ts'));
