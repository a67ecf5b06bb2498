import * as z from 'zod/mini';
import { apiSuccessSchema } from './api.ts';
import { CONSENT_PURPOSES } from './consent-notices.ts';
import { emailAddressSchema } from './email.ts';
import {
  AUDIT_ACTIONS,
  PRIVACY_ACTIONS,
  PRIVACY_ACTORS,
  PRIVACY_MESSAGES,
} from './privacy-messages.ts';

export {
  ANONYMISED,
  AUDIT_ACTIONS,
  CONSENT_ACTIONS,
  PRIVACY_ACTIONS,
  PRIVACY_ACTORS,
  PRIVACY_LINK_HOURS,
  PRIVACY_MESSAGES,
  type AuditAction,
  type AuditChanges,
  type ConsentAction,
  type PrivacyAction,
  type PrivacyActor,
} from './privacy-messages.ts';

export const privacyEmailSchema = emailAddressSchema({
  required: PRIVACY_MESSAGES.emailRequired,
  invalid: PRIVACY_MESSAGES.emailInvalid,
});

/** `POST /api/privacy/requests`: the address and what to do with what is held about it. */
export const privacyRequestSchema = z.object({
  email: privacyEmailSchema,
  action: z.enum(PRIVACY_ACTIONS, { error: PRIVACY_MESSAGES.actionInvalid }),
});
export type PrivacyRequestInput = z.input<typeof privacyRequestSchema>;

/** `POST /api/privacy/requests/confirm`: the e-mailed link's secret. */
export const privacyConfirmSchema = z.object({
  token: z
    .string({ error: PRIVACY_MESSAGES.tokenRequired })
    .check(
      z.minLength(20, PRIVACY_MESSAGES.linkInvalid),
      z.maxLength(200, PRIVACY_MESSAGES.linkInvalid),
    ),
});

/** Staff's calls about one address (`?email=`). */
export const privacyPersonQuerySchema = z.object({
  email: emailAddressSchema({
    required: PRIVACY_MESSAGES.personEmailRequired,
    invalid: PRIVACY_MESSAGES.emailInvalid,
  }),
});

export const consentRecordSchema = z.object({
  id: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  action: z.enum(['given', 'withdrawn']),
  noticeVersion: z.string(),
  noticeHash: z.string(),
  sourcePage: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.enum(PRIVACY_ACTORS),
  staffEmail: z.nullable(z.string()),
  /** The person concerned, masked; null for an entry about no one (a setting). */
  subject: z.nullable(z.string()),
  /** What was found or changed, counted per store (exports and erasures). */
  summary: z.record(z.string(), z.number()),
  /** Each changed field's value before and after (a setting). */
  changes: z.nullable(z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
});

export const auditResponseSchema = apiSuccessSchema(
  z.object({
    entries: z.array(auditEntrySchema),
    pagination: z.object({
      page: z.number(),
      limit: z.number(),
      total: z.number(),
      pages: z.number(),
    }),
  }),
);

/**
 * Everything held about one address, store by store (each store's records
 * as it describes them), with the consent history: what an export
 * downloads, and what the staff's person view lists.
 */
export const personDataSchema = z.object({
  email: z.string(),
  generatedAt: z.string(),
  stores: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  consents: z.array(consentRecordSchema),
  audit: z.array(auditEntrySchema),
});
export type PersonData = z.infer<typeof personDataSchema>;
export const personDataResponseSchema = apiSuccessSchema(personDataSchema);

export const erasureSummarySchema = z.object({ summary: z.record(z.string(), z.number()) });
export const erasureResponseSchema = apiSuccessSchema(erasureSummarySchema);
