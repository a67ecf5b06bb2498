import * as z from 'zod/mini';
import { leadSourceSchema } from './analytics.ts';
import { apiSuccessSchema } from './api.ts';
import { CHAT_CONTACT_MESSAGES, CHAT_FILES_MESSAGES } from './chat-files.ts';
import { emailAddressSchema } from './email.ts';
import { honeypotField, optionalLeadPhone, optionalLeadText, withDefault } from './lead-fields.ts';
import {
  CONTACT_MESSAGES,
  SERVICE_INTERESTS,
  MESSAGE_TO,
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGE_MAX,
} from './contact-messages.ts';
import { LEAD_LIMITS, LEAD_SYNC_STATUSES } from './leads.ts';

/*
 * No check here uses `abort`: an explicitly aborted field check would stop
 * the whole-object checks (the chat's optional last name), and the visitor
 * would then learn of problems one round at a time.
 */

export * from './contact-messages.ts';

const requiredText = (message: string, label: string, max: number) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, CONTACT_MESSAGES.tooLong(label, max)),
    );

const contactEmailSchema = emailAddressSchema({
  required: CONTACT_MESSAGES.emailRequired,
  invalid: CONTACT_MESSAGES.emailInvalid,
});

const detail = z.optional(
  z
    .string({ error: CONTACT_MESSAGES.detailsInvalid })
    .check(z.trim(), z.maxLength(LEAD_LIMITS.detail, CONTACT_MESSAGES.detailsInvalid)),
);

/** What the chat's quote form adds to a message (kept for staff and the CRM description). */
export const quoteDetailsSchema = z.object({
  interest: detail,
  budget: detail,
  timeline: detail,
  teamSize: detail,
});
export type QuoteDetails = z.infer<typeof quoteDetailsSchema>;

const QUOTE_DETAIL_LABELS: Record<keyof QuoteDetails, string> = {
  interest: 'Interest',
  budget: 'Budget',
  timeline: 'Timeline',
  teamSize: 'Team size',
};

/**
 * A chat quote's details as the lines staff read them, in the staff e-mail,
 * the Dynamics 365 lead and the lead inbox alike ("Budget: Under $10,000").
 */
export function quoteDetailLines(details: QuoteDetails | null | undefined): string[] {
  if (!details) return [];
  return (Object.keys(QUOTE_DETAIL_LABELS) as Array<keyof QuoteDetails>).flatMap((key) =>
    details[key] ? [`${QUOTE_DETAIL_LABELS[key]}: ${details[key]}`] : [],
  );
}

export const contactSubmitSchema = z
  .object({
    firstName: requiredText(CONTACT_MESSAGES.firstNameRequired, 'First name', LEAD_LIMITS.name),
    // Required, except from the chat, whose quote form asks for one Name field
    // (the object check below); a one-word name is a whole name there.
    lastName: z._default(
      z
        .string({ error: CONTACT_MESSAGES.lastNameRequired })
        .check(
          z.trim(),
          z.maxLength(LEAD_LIMITS.name, CONTACT_MESSAGES.tooLong('Last name', LEAD_LIMITS.name)),
        ),
      '',
    ),
    email: contactEmailSchema,
    phone: optionalLeadPhone(CONTACT_MESSAGES.phoneInvalid),
    company: optionalLeadText('Company', LEAD_LIMITS.company),
    serviceInterest: withDefault(
      z.enum(SERVICE_INTERESTS, { error: CONTACT_MESSAGES.serviceInterestInvalid }),
      'general_inquiry',
    ),
    // An empty choice is the visitor clearing the select: refused, not defaulted.
    messageTo: withDefault(
      z.enum(MESSAGE_TO, { error: CONTACT_MESSAGES.messageToRequired }),
      'general_inquiry',
      { emptyIsDefault: false },
    ),
    message: z.string({ error: CONTACT_MESSAGES.messageRequired }).check(
      z.trim(),
      z.minLength(1, CONTACT_MESSAGES.messageRequired),
      z.refine(
        (value) => value === '' || value.length >= CONTACT_MESSAGE_MIN,
        CONTACT_MESSAGES.messageTooShort,
      ),
      z.maxLength(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
    ),
    source: withDefault(
      z.enum(CONTACT_SOURCES, { error: CONTACT_MESSAGES.sourceInvalid }),
      'contact_page',
    ),
    details: z.optional(quoteDetailsSchema),
    /**
     * Honeypot: a field people never see. Bots that fill every input give
     * themselves away; the server then answers as usual and stores nothing.
     */
    website: honeypotField,
  })
  .check(
    z.refine((value) => !isObject(value) || value.source === 'chat' || value.lastName !== '', {
      error: CONTACT_MESSAGES.lastNameRequired,
      path: ['lastName'],
      // Run even when other fields failed, so every problem is listed at once.
      when: () => true,
    }),
  );
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export type ContactSubmitInput = z.input<typeof contactSubmitSchema>;
export type ContactSubmitRequest = z.output<typeof contactSubmitSchema>;

export const contactSubmitResponseSchema = apiSuccessSchema(
  z.object({ id: z.string(), estimatedResponseTime: z.string(), submittedAt: z.string() }),
);
export type ContactSubmitResponse = z.infer<typeof contactSubmitResponseSchema>;

/**
 * The text fields of the chat's upload (`POST /api/contact/chat-files`,
 * multipart): the quote form's rule, a name and an address, in its words.
 * The chat splits its one Name field as it does for a quote.
 */
export const chatFilesFieldsSchema = z.object({
  firstName: requiredText(CHAT_CONTACT_MESSAGES.required, 'Name', LEAD_LIMITS.name),
  lastName: z._default(
    z
      .string({ error: CHAT_CONTACT_MESSAGES.required })
      .check(
        z.trim(),
        z.maxLength(LEAD_LIMITS.name, CONTACT_MESSAGES.tooLong('Name', LEAD_LIMITS.name)),
      ),
    '',
  ),
  email: emailAddressSchema({
    required: CHAT_CONTACT_MESSAGES.required,
    invalid: CHAT_CONTACT_MESSAGES.emailInvalid,
  }),
  /** Honeypot, as on the contact form (the chat sends none; a bot filling it is dropped). */
  website: honeypotField,
});
export type ChatFilesFields = z.output<typeof chatFilesFieldsSchema>;

/** A file a visitor sent with a message, as staff see it (download: /api/contact/attachments/:id). */
export const contactAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** Scripts, automatic actions or embedded files (CHAT_FILES_MESSAGES.activeContent). */
  activeContent: z.boolean(),
});
export type ContactAttachment = z.infer<typeof contactAttachmentSchema>;

export const chatFilesResponseSchema = apiSuccessSchema(
  z.object({
    id: z.string(),
    submittedAt: z.string(),
    files: z.array(z.object({ fileName: z.string(), size: z.number() })),
  }),
);
export type ChatFilesResponse = z.infer<typeof chatFilesResponseSchema>;

export const contactAttachmentIdParamsSchema = z.object({
  id: z.string().check(z.uuid({ error: CHAT_FILES_MESSAGES.attachmentNotFound })),
});

export const syncStatusSchema = z.enum(LEAD_SYNC_STATUSES);

/** A stored message as staff see it. */
export const contactMessageSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  company: z.nullable(z.string()),
  serviceInterest: z.enum(SERVICE_INTERESTS),
  messageTo: z.enum(MESSAGE_TO),
  message: z.string(),
  source: z.enum(CONTACT_SOURCES),
  details: z.nullable(quoteDetailsSchema),
  status: z.enum(CONTACT_STATUSES),
  syncStatus: syncStatusSchema,
  syncAttempts: z.number(),
  syncError: z.nullable(z.string()),
  syncedAt: z.nullable(z.string()),
  crmLeadId: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Files sent with the message (the chat's upload); staff download each one. */
  attachments: z.array(contactAttachmentSchema),
  /** Where its visitor came from (`source` is the form it was sent from). */
  leadSource: leadSourceSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageIdParamsSchema = z.object({
  id: z.string().check(z.uuid({ error: CONTACT_MESSAGES.notFound })),
});

export const contactStatusUpdateSchema = z.object({
  status: z.enum(CONTACT_STATUSES, {
    error: 'Status must be one of: ' + CONTACT_STATUSES.join(', '),
  }),
});

export const recentMessagesQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  status: z.optional(z.enum(CONTACT_STATUSES)),
  syncStatus: z.optional(syncStatusSchema),
  source: z.optional(z.enum(CONTACT_SOURCES)),
});

export const D365_SYNC_ACTIONS = ['sync', 'retry'] as const;
export const d365SyncSchema = z.object({
  action: z.enum(D365_SYNC_ACTIONS, { error: 'Action must be sync or retry' }),
  messageId: z
    .string({ error: 'A message id is required' })
    .check(z.uuid({ error: CONTACT_MESSAGES.notFound })),
});

export const contactStatsSchema = z.object({
  total: z.number(),
  today: z.number(),
  last7Days: z.number(),
  byStatus: z.record(z.enum(CONTACT_STATUSES), z.number()),
  bySyncStatus: z.record(syncStatusSchema, z.number()),
  bySource: z.record(z.enum(CONTACT_SOURCES), z.number()),
});
export type ContactStats = z.infer<typeof contactStatsSchema>;
