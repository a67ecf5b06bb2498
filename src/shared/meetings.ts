import * as z from 'zod/mini';
import { leadSourceSchema } from './analytics.ts';
import { apiSuccessSchema } from './api.ts';
import { optionalEmailAddressSchema } from './email.ts';
import { honeypotField, optionalLeadPhone, optionalLeadText, withDefault } from './lead-fields.ts';
import { LEAD_LIMITS } from './leads.ts';
import { earliestMeetingDate, isCalendarDate, isTimeZone } from './time-zones.ts';
import { MEETING_MESSAGES } from './meeting-messages.ts';

/*
 * The Schedule a Meeting dialog and the meeting calls. One schema for the
 * dialog, the chat's appointment form and the server.
 */
export { MEETING_MESSAGES };

export const MEETING_TYPES = [
  'consultation',
  'demo',
  'discussion',
  'follow_up',
  'general',
] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];
export const MEETING_TYPE_LABELS: Record<MeetingType, string> = {
  consultation: 'Consultation',
  demo: 'Product Demo',
  discussion: 'Discussion',
  follow_up: 'Follow-up',
  general: 'General Meeting',
};

export const MEETING_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type MeetingPriority = (typeof MEETING_PRIORITIES)[number];

export const MEETING_DURATIONS = [30, 60, 90, 120] as const;

export const MEETING_SERVICE_INTERESTS = [
  'dynamics365',
  'powerplatform',
  'consulting',
  'implementation',
  'training',
  'support',
] as const;
export type MeetingServiceInterest = (typeof MEETING_SERVICE_INTERESTS)[number];
export const MEETING_SERVICE_INTEREST_LABELS: Record<MeetingServiceInterest, string> = {
  dynamics365: 'Dynamics 365',
  powerplatform: 'Power Platform',
  consulting: 'Consulting',
  implementation: 'Implementation',
  training: 'Training',
  support: 'Support',
};

export const MEETING_STATUSES = [
  'pending',
  'confirmed',
  'rescheduled',
  'completed',
  'cancelled',
] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** 09:00 to 17:30 in 30-minute steps (the values; labels read "9:00 AM"). */
export const MEETING_TIMES: readonly string[] = Array.from({ length: 18 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

export function meetingTimeLabel(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** How long the green panel shows before the dialog resets and closes. */
export const MEETING_SUCCESS_MS = 3000;

const SOURCE_MAX = 50;

/** Trimmed text that may be left empty here; the object check says when it is required. */
const contactText = (label: string, message: string, max: number) =>
  z._default(
    z
      .string({ error: message })
      .check(z.trim(), z.maxLength(max, MEETING_MESSAGES.tooLong(label, max))),
    '',
  );

export const meetingRequestSchema = z
  .object({
    firstName: contactText('First name', MEETING_MESSAGES.firstNameRequired, LEAD_LIMITS.name),
    lastName: contactText('Last name', MEETING_MESSAGES.lastNameRequired, LEAD_LIMITS.name),
    email: z._default(optionalEmailAddressSchema(MEETING_MESSAGES.emailInvalid), ''),
    phone: optionalLeadPhone(MEETING_MESSAGES.phoneInvalid),
    company: optionalLeadText('Company', LEAD_LIMITS.company),
    meetingType: withDefault(
      z.enum(MEETING_TYPES, { error: MEETING_MESSAGES.meetingTypeRequired }),
      'consultation',
    ),
    subject: z
      .string({ error: MEETING_MESSAGES.subjectRequired })
      .check(
        z.trim(),
        z.minLength(1, MEETING_MESSAGES.subjectRequired),
        z.maxLength(LEAD_LIMITS.subject, MEETING_MESSAGES.tooLong('Subject', LEAD_LIMITS.subject)),
      ),
    description: optionalLeadText('Description', LEAD_LIMITS.description),
    preferredDate: z.pipe(
      z.optional(
        z.nullable(
          z
            .string({ error: MEETING_MESSAGES.dateInvalid })
            .check(z.refine((v) => v === '' || isCalendarDate(v), MEETING_MESSAGES.dateInvalid)),
        ),
      ),
      z.transform((value: string | null | undefined) => (value ? value : null)),
    ),
    preferredTime: z.pipe(
      z.optional(
        z.nullable(
          z
            .string({ error: MEETING_MESSAGES.timeInvalid })
            .check(
              z.refine((v) => v === '' || MEETING_TIMES.includes(v), MEETING_MESSAGES.timeInvalid),
            ),
        ),
      ),
      z.transform((value: string | null | undefined) => (value ? value : null)),
    ),
    timezone: withDefault(
      z
        .string({ error: MEETING_MESSAGES.timeZoneInvalid })
        .check(z.trim(), z.refine(isTimeZone, MEETING_MESSAGES.timeZoneInvalid)),
      'UTC',
    ),
    duration: withDefault(
      z.coerce
        .number({ error: MEETING_MESSAGES.durationInvalid })
        .check(
          z.refine(
            (value) => (MEETING_DURATIONS as readonly number[]).includes(value),
            MEETING_MESSAGES.durationInvalid,
          ),
        ),
      60,
    ),
    serviceInterests: z._default(
      z
        .array(
          z.enum(MEETING_SERVICE_INTERESTS, { error: MEETING_MESSAGES.serviceInterestsInvalid }),
          {
            error: MEETING_MESSAGES.serviceInterestsInvalid,
          },
        )
        .check(
          z.maxLength(MEETING_SERVICE_INTERESTS.length, MEETING_MESSAGES.serviceInterestsInvalid),
        ),
      [],
    ),
    source: withDefault(
      z
        .string({ error: MEETING_MESSAGES.sourceInvalid })
        .check(
          z.trim(),
          z.regex(new RegExp(`^[a-z0-9_-]{1,${SOURCE_MAX}}$`, 'i'), MEETING_MESSAGES.sourceInvalid),
        ),
      'website',
    ),
    priority: withDefault(
      z.enum(MEETING_PRIORITIES, { error: MEETING_MESSAGES.priorityInvalid }),
      'medium',
    ),
    /** Honeypot, as on the contact form. */
    website: honeypotField,
  })
  .check(
    // The dialog asks for a name and an address; the chat's appointment form
    // does not (it passes them when the visitor gave them in a quote), so
    // they are required everywhere except from the chat.
    z.superRefine(
      (value, ctx) => {
        if (typeof value !== 'object' || value === null) return;
        if (value.source !== 'chat') {
          const required = [
            ['firstName', MEETING_MESSAGES.firstNameRequired],
            ['lastName', MEETING_MESSAGES.lastNameRequired],
            ['email', MEETING_MESSAGES.emailRequired],
          ] as const;
          for (const [field, message] of required) {
            if (value[field] === '')
              ctx.addIssue({ code: 'custom', message, path: [field], input: '' });
          }
        }
        if (
          typeof value.preferredDate === 'string' &&
          typeof value.timezone === 'string' &&
          value.preferredDate < earliestMeetingDate(value.timezone)
        ) {
          ctx.addIssue({
            code: 'custom',
            message: MEETING_MESSAGES.dateTooEarly,
            path: ['preferredDate'],
            input: value.preferredDate,
          });
        }
      },
      { when: () => true },
    ),
  );
export type MeetingRequestInput = z.input<typeof meetingRequestSchema>;
export type MeetingRequest = z.output<typeof meetingRequestSchema>;

/** The answer to a new request: success and message, and the id for the visitor's reference. */
export const meetingScheduleResponseSchema = apiSuccessSchema(
  z.object({ id: z.string(), status: z.enum(MEETING_STATUSES), submittedAt: z.string() }),
);

/** A stored request as staff see it, with its time in both zones. */
export const meetingSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  company: z.nullable(z.string()),
  meetingType: z.enum(MEETING_TYPES),
  subject: z.string(),
  description: z.nullable(z.string()),
  preferredDate: z.nullable(z.string()),
  preferredTime: z.nullable(z.string()),
  timezone: z.string(),
  duration: z.number(),
  serviceInterests: z.array(z.enum(MEETING_SERVICE_INTERESTS)),
  source: z.string(),
  priority: z.enum(MEETING_PRIORITIES),
  status: z.enum(MEETING_STATUSES),
  /** The preferred time as the visitor wrote it and in the company's zone. */
  preferredAt: z.nullable(
    z.object({
      instant: z.string(),
      visitor: z.string(),
      company: z.string(),
      companyTimeZone: z.string(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Where its visitor came from (`source` is the form or button it was asked from). */
  leadSource: leadSourceSchema,
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingIdParamsSchema = z.object({
  id: z.string().check(z.uuid({ error: MEETING_MESSAGES.notFound })),
});

export const meetingStatusUpdateSchema = z.object({
  status: z.enum(MEETING_STATUSES, { error: MEETING_MESSAGES.statusInvalid }),
});

/** The longest search the staff's meeting list takes. */
export const MEETING_SEARCH_MAX = 100;

export const meetingListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
  status: z.optional(z.enum(MEETING_STATUSES)),
  priority: z.optional(z.enum(MEETING_PRIORITIES)),
  meetingType: z.optional(z.enum(MEETING_TYPES)),
  source: z.optional(z.string().check(z.maxLength(SOURCE_MAX))),
  /** Matches name, e-mail, company or subject. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(MEETING_SEARCH_MAX))),
});

export const meetingStatsSchema = z.object({
  total: z.number(),
  today: z.number(),
  upcoming: z.number(),
  byStatus: z.record(z.enum(MEETING_STATUSES), z.number()),
  byType: z.record(z.enum(MEETING_TYPES), z.number()),
});
export type MeetingStats = z.infer<typeof meetingStatsSchema>;

export const pageInfoSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  pages: z.number(),
});
