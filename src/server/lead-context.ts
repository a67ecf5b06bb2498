import type { FastifyRequest } from 'fastify';
import type { LeadKind } from '../shared/analytics-messages.ts';
import type { LeadSource } from '../shared/analytics.ts';
import type { Executor } from './db/client.ts';
import type { AnalyticsVisitor, LeadAttribution } from './modules/analytics/analytics.service.ts';
import { collectionContext } from './modules/privacy/privacy.service.ts';
import type { CollectionContext } from './modules/privacy/privacy.types.ts';

/*
 * What every lead module needs to record and read where its leads came
 * from (the analytics' lead sources).
 */

/**
 * What a lead's write needs of its request besides the form: where the form
 * was and the client address (its consent record), and the visitor (the
 * analytics' hash of address and user agent, that finds the visit the lead
 * came from). Page actions call the API in-process with the browser's
 * address and user agent, so their leads are found like the API's.
 */
export interface LeadContext extends CollectionContext {
  visitor: AnalyticsVisitor;
}

export function leadContext(request: FastifyRequest, baseUrl: string): LeadContext {
  return {
    ...collectionContext(request, baseUrl),
    visitor: { ip: request.ip, userAgent: request.headers['user-agent'] },
  };
}

/** The sources of these leads of one kind, by lead id (one read for them all). */
export function sourcesOfLeads(
  analytics: Pick<LeadAttribution, 'sourcesOf'>,
  executor: Executor,
  kind: LeadKind,
  leads: readonly { id: string }[],
): Promise<Map<string, LeadSource>> {
  return analytics.sourcesOf(
    executor,
    kind,
    leads.map((lead) => lead.id),
  );
}
