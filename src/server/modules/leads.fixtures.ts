import type { TestApp } from '../test/test-app.ts';
import type { AccountTestContext } from './auth/auth.fixtures.ts';

/** A valid contact form submission; override any field. */
export function contactPayload(fields: Record<string, unknown> = {}) {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace.hopper@example.org',
    phone: '+1 (555) 010-2030',
    company: 'Navy Labs',
    serviceInterest: 'dynamics_365_implementation',
    messageTo: 'sales_team',
    message: 'We would like to move our sales team onto Dynamics 365 this quarter.',
    ...fields,
  };
}

/** A valid meeting request for the day after tomorrow at 10:30 in Paris. */
export function meetingPayload(fields: Record<string, unknown> = {}) {
  const date = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    company: 'Analytical Engines',
    meetingType: 'demo',
    subject: 'Dynamics 365 Sales demo',
    description: 'A demo for our five account managers.',
    preferredDate: date,
    preferredTime: '10:30',
    timezone: 'Europe/Paris',
    duration: 90,
    serviceInterests: ['dynamics365', 'training'],
    source: 'home-hero',
    priority: 'high',
    ...fields,
  };
}

/** Tokens of an anonymous-free world: a staff member and an ordinary verified user. */
export async function leadTestUsers(context: AccountTestContext) {
  const staff = await context.a.registered('staff', context.t.config.site.emailDomain);
  await context.a.verifyFromMail(staff.email);
  // Leads are for editors and administrators; the domain's default role is author.
  await context.t.app.auth.setRole(staff.email, 'editor');
  const visitor = await context.a.registered('visitor');
  await context.a.verifyFromMail(visitor.email);
  return { staffToken: staff.token, userToken: visitor.token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function submitContact(t: TestApp, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/contact/submit', payload });
}
