import { describe, expect, it } from 'vitest';
import { emptyAppointmentForm, emptyLeadForm } from './chat-forms.ts';
import { CHAT_LEAD_FAILURE_MESSAGE, chatLeadRefused } from './chat-lead-refusal.ts';
import {
  appointmentConfirmation,
  chatAppointmentBody,
  chatFilesBody,
  chatLeadReply,
  chatQuoteBody,
  filesConfirmation,
  quoteConfirmation,
} from './chat-leads.ts';
import {
  appointmentRequest,
  chatFilesForm,
  postedAppointment,
  postedQuote,
  postedUpload,
  quoteRequest,
} from './chat-requests.ts';

const lead = { ...emptyLeadForm, name: ' Ada ', email: 'ada@example.com ' };
const appointment = { ...emptyAppointmentForm, date: '2025-10-01', time: '10:30', type: 'Demo' };

/** A posted body as the action reads it (through a Request, as React Router hands it on). */
const received = (body: FormData) =>
  new Request('http://localhost/contact', { method: 'POST', body }).formData();

describe('chat lead submission', () => {
  it('posts a quote that the action reads back as a contact message from the chat, with its details', async () => {
    const body = chatQuoteBody({
      ...lead,
      name: ' Ada  King Lovelace ',
      interest: 'Training Programs',
      budget: 'Under $10,000',
      teamSize: '12',
      requirements: '',
    });
    expect(body.get('intent')).toBe('chat-quote');
    expect(quoteRequest(postedQuote(await received(body)))).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      email: 'ada@example.com',
      serviceInterest: 'professional_training',
      source: 'chat',
      // The details travel once, as details, not again inside the message.
      message: 'Quote request from the chat assistant.',
      details: { interest: 'Training Programs', budget: 'Under $10,000', teamSize: '12' },
    });
  });

  it('keeps the visitor’s requirements as the message, padded only when too short', () => {
    expect(quoteRequest({ ...lead, requirements: 'Migrate our CRM by spring' }).message).toBe(
      'Migrate our CRM by spring',
    );
    expect(quoteRequest({ ...lead, requirements: 'CRM' }).message).toBe(
      'CRM — Quote request from the chat assistant.',
    );
  });

  it('posts an appointment with who asked, when known; an unknown zone reads as UTC', async () => {
    const body = chatAppointmentBody(
      { ...appointment, timezone: 'CET' },
      { name: 'Ada Lovelace', email: 'ada@example.com' },
    );
    expect(body.get('intent')).toBe('chat-appointment');
    expect(postedAppointment(await received(body))).toEqual({
      form: { ...appointment, timezone: 'CET' },
      contact: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    const anonymous = chatAppointmentBody(appointment);
    anonymous.set('timezone', 'Mars/Olympus');
    expect(postedAppointment(await received(anonymous))).toEqual({
      form: appointment,
      contact: {},
    });
  });

  it('answers a refused quote or appointment with the failure reply, whatever the server said', () => {
    for (const intent of ['chat-quote', 'chat-appointment']) {
      for (const refusal of [
        { status: 400, message: 'Please correct the errors', errors: ['Email is invalid'] },
        { status: 500, message: 'Something went wrong' },
        { status: 0 },
      ]) {
        expect(chatLeadRefused(intent, refusal)).toEqual({
          kind: 'chat-refused',
          reply: CHAT_LEAD_FAILURE_MESSAGE,
        });
      }
    }
  });
});

describe('chat file upload', () => {
  const brief = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
  const logo = new File(['png'], 'logo.png', { type: 'image/png' });

  it('posts the files with the name and address; the action sends them with the split name', async () => {
    const body = chatFilesBody([brief, logo], {
      name: ' Ada King Lovelace ',
      email: ' ada@example.com ',
    });
    expect(body.get('intent')).toBe('chat-files');
    const { files, contact } = postedUpload(await received(body));
    const form = chatFilesForm(files, contact);
    expect(form.get('firstName')).toBe('Ada');
    expect(form.get('lastName')).toBe('King Lovelace');
    expect(form.get('email')).toBe('ada@example.com');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual([
      'brief.pdf',
      'logo.png',
    ]);
    // Only the API's fields go on: no intent, no form token.
    expect([...new Set(form.keys())]).toEqual(['firstName', 'lastName', 'email', 'files']);
  });

  it('passes on the server’s reasons for a refusal, word for word', () => {
    const refused = chatLeadRefused('chat-files', {
      status: 400,
      message: 'Please correct the errors and try again.',
      errors: [
        'x.pdf was not accepted: its content is not a PDF file.',
        'y.zip was not accepted: its content is not a ZIP file.',
      ],
    });
    expect(chatLeadReply(refused, 'ok')).toBe(
      'x.pdf was not accepted: its content is not a PDF file.\ny.zip was not accepted: its content is not a ZIP file.',
    );
    // A refusal with a message only (the rate limiter's) passes that on.
    expect(
      chatLeadReply(chatLeadRefused('chat-files', { status: 429, message: 'Too many' }), 'ok'),
    ).toBe('Too many');
  });

  it('answers a server failure or no answer with the failure reply', () => {
    for (const refusal of [{ status: 500, message: 'Internal Server Error' }, { status: 0 }]) {
      expect(chatLeadReply(chatLeadRefused('chat-files', refusal), 'ok')).toBe(
        CHAT_LEAD_FAILURE_MESSAGE,
      );
    }
  });

  it('confirms with the names and the address', () => {
    expect(filesConfirmation(['brief.pdf', 'logo.png'], ' ada@example.com ')).toBe(
      "Thank you! I've received brief.pdf, logo.png. Our team will review them within 24 hours and get back to you at ada@example.com.",
    );
    expect(filesConfirmation(['brief.pdf'], 'ada@example.com')).toContain('review it within');
  });
});

describe('appointmentRequest', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('keeps a wish that fits the meeting form in its date and time fields', () => {
    expect(
      appointmentRequest(
        {
          date: '2026-11-25',
          time: '10:30',
          timezone: 'CET',
          type: 'Technical Review',
          notes: ' Bring the data model ',
        },
        { name: 'Ada Lovelace', email: 'ada@example.com' },
        now,
      ),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      meetingType: 'discussion',
      subject: 'Technical Review (chat)',
      description:
        'Requested in the chat: Technical Review on Wednesday 25 November 2026 at 10:30 (CET).\nBring the data model',
      preferredDate: '2026-11-25',
      preferredTime: '10:30',
      timezone: 'Europe/Paris',
      source: 'chat',
    });
  });

  it('puts a wish outside office hours or for today only in the description', () => {
    const evening = appointmentRequest(
      { ...appointment, date: '2026-11-25', time: '19:15' },
      {},
      now,
    );
    expect(evening).toMatchObject({ preferredDate: '2026-11-25', preferredTime: null });
    expect(evening.description).toContain('at 19:15 (UTC)');
    const today = appointmentRequest(
      { ...appointment, date: '2026-11-23', time: '10:30' },
      {},
      now,
    );
    expect(today).toMatchObject({ preferredDate: null, preferredTime: null });
  });
});

describe('chatLeadReply', () => {
  it('confirms a submission that went through', () => {
    expect(chatLeadReply({ kind: 'chat-sent' }, 'Thanks!')).toBe('Thanks!');
  });

  it("answers a failed submission with the spec's failure reply", () => {
    expect(chatLeadReply(chatLeadRefused('chat-quote', { status: 0 }), 'x')).toBe(
      'I apologize, but there was an issue processing your request. Please try again or contact us directly.',
    );
    expect(CHAT_LEAD_FAILURE_MESSAGE).toBe(
      'I apologize, but there was an issue processing your request. Please try again or contact us directly.',
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
