import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { leadFormsClientAction } from './lead-form-outcomes.ts';

/** The assistant's failure reply (the spec's words; the chat's CHAT_LEAD_FAILURE_MESSAGE). */
const CHAT_LEAD_FAILURE_MESSAGE =
  'I apologize, but there was an issue processing your request. Please try again or contact us directly.';

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('http://localhost/contact', { method: 'POST', body });
}

/** What the clientAction answers when the action is never reached. */
async function unanswered(fields: Record<string, string>, error: unknown) {
  const answer = (await leadFormsClientAction({
    request: post(fields),
    serverAction: () => Promise.reject(error),
  })) as unknown as { data: unknown; init: { status?: number } | null };
  return answer;
}

describe('leadFormsClientAction for the chat', () => {
  it('turns a lost connection into the chat’s failure reply', async () => {
    const answer = await unanswered(
      { intent: 'chat-quote', name: 'Ada', email: 'ada@example.org' },
      new TypeError('Failed to fetch'),
    );
    expect(answer.data).toEqual({ kind: 'chat-refused', reply: CHAT_LEAD_FAILURE_MESSAGE });
    expect(answer.init?.status).toBe(503);
  });

  it('passes on the message of whatever refused an upload, and not a quote’s', async () => {
    const limited = () =>
      new ErrorResponse(429, 'Too Many Requests', {
        success: false,
        message: 'Too many requests. Please try again in 15 minutes.',
      });
    const files = await unanswered({ intent: 'chat-files', name: 'Ada' }, limited());
    expect(files.data).toEqual({
      kind: 'chat-refused',
      reply: 'Too many requests. Please try again in 15 minutes.',
    });
    expect(files.init?.status).toBe(429);
    const appointment = await unanswered({ intent: 'chat-appointment' }, limited());
    expect(appointment.data).toEqual({ kind: 'chat-refused', reply: CHAT_LEAD_FAILURE_MESSAGE });
  });
});
