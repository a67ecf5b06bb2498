import { tooLong } from './validation.ts';

/*
 * The contact form's words, limits and choices, without zod: the form's
 * first load reads these, and its schemas (shared/contact.ts) load when the
 * visitor starts filling it in.
 */

/**
 * The contact form and `POST /api/contact/submit`. The browser checks these
 * rules before sending and the server checks them again; both report the same
 * messages, in field order.
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
  /** What the browser shows when the server gives no message. */
  submitFailed: 'Failed to submit contact form. Please try again.',
  notFound: 'Contact message not found',
  fetchStatsFailed: 'Failed to fetch contact statistics',
  fetchRecentFailed: 'Failed to fetch recent messages.',
  syncD365Failed: 'Failed to trigger D365 sync',
} as const;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** How long the success view stays before the form returns. */
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

/** The chat's interest labels as service interests, since a chat quote is a contact message. */
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
