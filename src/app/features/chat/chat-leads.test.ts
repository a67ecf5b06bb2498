import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAppointmentForm, emptyLeadForm } from './chat-forms.ts';
import {
  CHAT_LEAD_FAILURE_MESSAGE,
  appointmentConfirmation,
  leadReply,
  quoteConfirmation,
  submitChatAppointment,
  submitChatQuote,
} from './chat-leads.ts';

const lead = { ...emptyLeadForm, name: ' Ada ', email: 'ada@example.com ' };
const appointment = { ...emptyAppointmentForm, date: '2025-10-01', time: '10:30', type: 'Demo' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chat lead submission', () => {
  it('resolves locally until the API call replaces it', async () => {
    await expect(submitChatQuote(lead)).resolves.toBeUndefined();
    await expect(submitChatAppointment(appointment)).resolves.toBeUndefined();
  });

  it('rejects when the browser-test hook asks it to', async () => {
    vi.stubGlobal('window', { __chatTestHooks: { failLeads: true } });
    await expect(submitChatQuote(lead)).rejects.toThrow('Lead delivery failed');
    await expect(submitChatAppointment(appointment)).rejects.toThrow('Lead delivery failed');
  });
});

describe('leadReply', () => {
  it('confirms a submission that went through', async () => {
    await expect(leadReply(Promise.resolve(), 'Thanks!')).resolves.toBe('Thanks!');
  });

  it("answers a failed submission with the spec's failure reply", async () => {
    vi.stubGlobal('window', { __chatTestHooks: { failLeads: true } });
    await expect(leadReply(submitChatQuote(lead), quoteConfirmation(lead))).resolves.toBe(
      'I apologize, but there was an issue processing your request. Please try again or contact us directly.',
    );
    await expect(leadReply(Promise.reject(new Error('network')), 'x')).resolves.toBe(
      CHAT_LEAD_FAILURE_MESSAGE,
    );
  });
});

describe('confirmations', () => {
  it('promise a quote within 24 hours to the given address', () => {
    expect(quoteConfirmation(lead)).toBe(
      'Thank you, Ada! We have received your quote request. Our team will review your requirements and send your quote to ada@example.com within 24 hours.',
    );
  });

  it('repeat the appointment and say where the invitation goes', () => {
    expect(
      appointmentConfirmation(appointment, {
        knownEmail: 'ada@example.com',
        companyEmail: 'hello@example.com',
      }),
    ).toBe(
      'Thank you! Your Demo request for Wednesday 1 October 2025 at 10:30 (UTC) has been received. We will send the confirmation and a calendar invitation to ada@example.com.',
    );
    expect(appointmentConfirmation(appointment, { companyEmail: 'hello@example.com' })).toContain(
      'write to us at hello@example.com',
    );
  });
});
