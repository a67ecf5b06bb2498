import { CHAT_CONTACT_MESSAGES } from '../../../shared/chat-files.ts';

/**
 * The chat's quote (lead), appointment and upload forms: fields, options and
 * the validation messages. Pure, so the rules are unit-tested; the server
 * checks the same values again.
 */
export const LEAD_INTERESTS = [
  'Dynamics 365 Implementation',
  'Power Platform Development',
  'Custom Development',
  'Consulting Services',
  'Training Programs',
  'Integration Services',
  'Support & Maintenance',
] as const;

export const LEAD_BUDGETS = [
  'Under $10,000',
  '$10,000 - $25,000',
  '$25,000 - $50,000',
  '$50,000 - $100,000',
  'Over $100,000',
] as const;

export const LEAD_TIMELINES = ['Immediate', '1-3 months', '3-6 months', '6+ months'] as const;

export const APPOINTMENT_TIMEZONES = ['UTC', 'EST', 'PST', 'CET', 'IST', 'JST', 'AEST'] as const;

export const APPOINTMENT_TYPES = [
  'Consultation',
  'Demo',
  'Technical Review',
  'Project Planning',
  'Training Session',
] as const;

/** The quote and the upload ask for the same two things, in the server's words. */
export const QUOTE_REQUIRED_MESSAGE = CHAT_CONTACT_MESSAGES.required;
export const QUOTE_EMAIL_MESSAGE = CHAT_CONTACT_MESSAGES.emailInvalid;
export const APPOINTMENT_REQUIRED_MESSAGE =
  'Please provide the date, time, and type of appointment.';
export const APPOINTMENT_PAST_MESSAGE = 'Please choose a date from today onwards.';

/** The chat's lead form. Every value is a string while it is being edited. */
export interface ChatLeadForm {
  name: string;
  email: string;
  company: string;
  phone: string;
  interest: string;
  budget: string;
  timeline: string;
  teamSize: string;
  requirements: string;
}

/** Who is sending files: the upload panel asks for the quote form's two required fields. */
export interface ChatUploadContact {
  name: string;
  email: string;
}

export interface ChatAppointmentForm {
  /** yyyy-mm-dd, as the date input gives it. */
  date: string;
  /** hh:mm (24-hour), as the time input gives it. */
  time: string;
  timezone: (typeof APPOINTMENT_TIMEZONES)[number];
  type: string;
  notes: string;
}

export const emptyLeadForm: ChatLeadForm = {
  name: '',
  email: '',
  company: '',
  phone: '',
  interest: '',
  budget: '',
  timeline: '',
  teamSize: '',
  requirements: '',
};

export const emptyUploadContact: ChatUploadContact = { name: '', email: '' };

export const emptyAppointmentForm: ChatAppointmentForm = {
  date: '',
  time: '',
  timezone: 'UTC',
  type: '',
  notes: '',
};

export interface FormProblem<F> {
  message: string;
  /** The fields to mark invalid, the first one to receive focus. */
  fields: Array<keyof F>;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rule of the quote form and the upload panel alike: a name and a plausible address. */
export function validateContact(form: ChatUploadContact): FormProblem<ChatUploadContact> | null {
  const missing = (['name', 'email'] as const).filter((field) => !form[field].trim());
  if (missing.length > 0) return { message: QUOTE_REQUIRED_MESSAGE, fields: missing };
  if (!EMAIL_PATTERN.test(form.email.trim())) {
    return { message: QUOTE_EMAIL_MESSAGE, fields: ['email'] };
  }
  return null;
}

export function validateLeadForm(form: ChatLeadForm): FormProblem<ChatLeadForm> | null {
  return validateContact(form);
}

/** `today` is the visitor's local date as yyyy-mm-dd. */
export function validateAppointmentForm(
  form: ChatAppointmentForm,
  today: string,
): FormProblem<ChatAppointmentForm> | null {
  const missing = (['date', 'time', 'type'] as const).filter((field) => !form[field].trim());
  if (missing.length > 0) return { message: APPOINTMENT_REQUIRED_MESSAGE, fields: missing };
  if (form.date < today) return { message: APPOINTMENT_PAST_MESSAGE, fields: ['date'] };
  return null;
}

/** The trimmed values a submission carries. */
export function trimForm<F extends object>(form: F): F {
  return Object.fromEntries(
    Object.entries(form).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as F;
}

/** The visitor's local date as yyyy-mm-dd (the format of a date input). */
export function localDateString(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Wednesday 1 October 2025" for a yyyy-mm-dd value (the same in every browser, unlike Intl). */
export function formatAppointmentDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(year, month - 1, day);
  if (parsed.getMonth() !== month - 1) return date;
  return `${WEEKDAYS[parsed.getDay()]} ${day} ${MONTHS[month - 1]} ${year}`;
}
