import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAppointmentForm, emptyLeadForm } from './chat-forms.ts';
import {
  CHAT_LEAD_FAILURE_MESSAGE,
  appointmentConfirmation,
  appointmentRequest,
  filesConfirmation,
  filesReply,
  leadReply,
  submitChatFiles,
  quoteConfirmation,
  quoteRequest,
  submitChatAppointment,
  submitChatQuote,
} from './chat-leads.ts';

const lead = { ...emptyLeadForm, name: ' Ada ', email: 'ada@example.com ' };
const appointment = { ...emptyAppointmentForm, date: '2025-10-01', time: '10:30', type: 'Demo' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chat lead submission', () => {
  const answer = (status: number, body: object) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));

  it('sends a quote as a contact message from the chat, with its details', async () => {
    const fetch = answer(200, { success: true, message: 'ok', data: {} });
    vi.stubGlobal('fetch', fetch);
    await expect(
      submitChatQuote({
        ...lead,
        name: ' Ada  King Lovelace ',
        interest: 'Training Programs',
        budget: 'Under $10,000',
        teamSize: '12',
        requirements: '',
      }),
    ).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact/submit');
    expect(JSON.parse(String(init.body))).toMatchObject({
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

  it('rejects when the server does not store the request', async () => {
    vi.stubGlobal('fetch', answer(500, { success: false, message: 'Something went wrong' }));
    await expect(submitChatQuote(lead)).rejects.toThrow('Something went wrong');
    await expect(submitChatAppointment(appointment)).rejects.toThrow();
  });
});

describe('chat file upload', () => {
  const answer = (status: number, body: object) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status }));
  const brief = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
  const logo = new File(['png'], 'logo.png', { type: 'image/png' });

  it('sends the files with the split name and the address as one multipart form', async () => {
    const fetch = answer(200, { success: true, message: 'ok', data: {} });
    vi.stubGlobal('fetch', fetch);
    await expect(
      submitChatFiles([brief, logo], { name: ' Ada King Lovelace ', email: ' ada@example.com ' }),
    ).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact/chat-files');
    expect(init.method).toBe('POST');
    const form = init.body as FormData;
    expect(form.get('firstName')).toBe('Ada');
    expect(form.get('lastName')).toBe('King Lovelace');
    expect(form.get('email')).toBe('ada@example.com');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual([
      'brief.pdf',
      'logo.png',
    ]);
    // The browser sets the multipart boundary itself.
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('passes on the server’s reasons for a refusal, word for word', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        success: false,
        message: 'Please correct the errors and try again.',
        errors: [
          'x.pdf was not accepted: its content is not a PDF file.',
          'y.zip was not accepted: its content is not a ZIP file.',
        ],
      }),
    );
    const reply = await filesReply(
      submitChatFiles([brief], { name: 'Ada', email: 'a@b.co' }),
      'ok',
    );
    expect(reply).toBe(
      'x.pdf was not accepted: its content is not a PDF file.\ny.zip was not accepted: its content is not a ZIP file.',
    );
  });

  it('answers a server failure or no answer with the failure reply', async () => {
    vi.stubGlobal('fetch', answer(500, { success: false, message: 'Internal Server Error' }));
    await expect(
      filesReply(submitChatFiles([brief], { name: 'Ada', email: 'a@b.co' }), 'ok'),
    ).resolves.toBe(CHAT_LEAD_FAILURE_MESSAGE);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(
      filesReply(submitChatFiles([brief], { name: 'Ada', email: 'a@b.co' }), 'ok'),
    ).resolves.toBe(CHAT_LEAD_FAILURE_MESSAGE);
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

describe('leadReply', () => {
  it('confirms a submission that went through', async () => {
    await expect(leadReply(Promise.resolve(), 'Thanks!')).resolves.toBe('Thanks!');
  });

  it("answers a failed submission with the spec's failure reply", async () => {
    await expect(leadReply(Promise.reject(new Error('network')), 'x')).resolves.toBe(
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
