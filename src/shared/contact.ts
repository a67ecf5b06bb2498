import * as z from 'zod/mini';
import { apiSuccessSchema } from './api.ts';
import { isValidEmail } from './email.ts';
import { optionalLeadPhone, optionalLeadText, tooLong, withDefault } from './lead-fields.ts';
import { LEAD_LIMITS, LEAD_SYNC_STATUSES } from './leads.ts';

/*
 * No check here uses `abort`: an explicitly aborted field check would stop
 * the whole-object checks (the chat's optional last name), and the visitor
 * would then learn of problems one round at a time.
 */

/**
 * The contact form and `POST /api/contact/submit` (spec 01 sections 3, 5, 7).
 * The browser checks these rules before sending and the server checks them
 * again; both report the spec's messages, in field order.
 */
export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters long',
  messageTooLong: 'Message must be at most 5000 characters long',
  messageToRequired: 'Please select who you want to send the message to',
  serviceInterestInvalid: 'Please select a valid service interest',
  sourceInvalid: 'Unknown form source',
  tooLong,
  detailsInvalid: 'Quote details must be short text values',
  /** The server's answer once the message is stored. */
  submitted: 'Thank you for your message! We have received it and will get back to you soon.',
  estimatedResponseTime: '24 hours',
  /** The spec's client-side fallbacks (section 8). */
  submitFailed: 'Failed to submit contact form. Please try again.',
  sendFailed: 'Failed to send message. Please try again.',
  notFound: 'Contact message not found',
  fetchMessageFailed: 'Failed to fetch message details',
  fetchStatsFailed: 'Failed to fetch contact statistics',
  fetchRecentFailed: 'Failed to fetch recent messages.',
  testD365Failed: 'Failed to test D365 connection',
  syncD365Failed: 'Failed to trigger D365 sync',
} as const;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** How long the success view stays before the form returns (spec: 10 s). */
export const CONTACT_SUCCESS_MS = 10_000;

export const SERVICE_INTERESTS = [
  'general_inquiry',
  'dynamics_365_implementation',
  'power_platform_development',
  'consulting_services',
  'professional_training',
  'support_maintenance',
  'custom_development',
  'data_migration',
  'integration_services',
] as const;
export type ServiceInterest = (typeof SERVICE_INTERESTS)[number];

export const SERVICE_INTEREST_LABELS: Record<ServiceInterest, string> = {
  general_inquiry: 'General Inquiry',
  dynamics_365_implementation: 'Dynamics 365 Implementation',
  power_platform_development: 'Power Platform Development',
  consulting_services: 'Consulting Services',
  professional_training: 'Professional Training',
  support_maintenance: 'Support & Maintenance',
  custom_development: 'Custom Development',
  data_migration: 'Data Migration',
  integration_services: 'Integration Services',
};

/** The chat's interest labels (spec 01 section 9) as the form's service interests. */
export const CONTACT_SERVICE_FOR_INTEREST = {
  'Dynamics 365 Implementation': 'dynamics_365_implementation',
  'Power Platform Development': 'power_platform_development',
  'Custom Development': 'custom_development',
  'Consulting Services': 'consulting_services',
  'Training Programs': 'professional_training',
  'Integration Services': 'integration_services',
  'Support & Maintenance': 'support_maintenance',
} as const satisfies Record<string, ServiceInterest>;

export const MESSAGE_TO = [
  'general_inquiry',
  'sales_team',
  'support_team',
  'consulting_team',
  'training_team',
  'technical_team',
] as const;
export type MessageTo = (typeof MESSAGE_TO)[number];

export const MESSAGE_TO_LABELS: Record<MessageTo, string> = {
  general_inquiry: 'General Inquiry',
  sales_team: 'Sales Team',
  support_team: 'Support Team',
  consulting_team: 'Consulting Team',
  training_team: 'Training Team',
  technical_team: 'Technical Team',
};

export const CONTACT_SOURCES = ['contact_page', 'pricing', 'support', 'chat'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

const requiredText = (message: string, label: string, max: number) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, CONTACT_MESSAGES.tooLong(label, max)),
    );

const contactEmailSchema = z.string({ error: CONTACT_MESSAGES.emailRequired }).check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, CONTACT_MESSAGES.emailRequired),
  // isValidEmail also refuses anything longer than SMTP allows.
  z.refine((value) => value === '' || isValidEmail(value), CONTACT_MESSAGES.emailInvalid),
);

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
    // An empty choice is the visitor clearing the select: the spec's message says so.
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
    website: z.optional(z.unknown()),
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
