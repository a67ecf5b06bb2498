import { redirect, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { unlessUnanswered, type PostedValues, type Unanswered } from './unanswered.ts';

/** What the clientAction hands back: the outcome, and the status RR reads. */
interface Wrapped {
  data: { posted: PostedValues; refusal: Unanswered } | string;
  init: { status?: number } | null;
}

const clientAction = unlessUnanswered((posted, refusal) => ({ posted, refusal }));

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('http://localhost/contact', { method: 'POST', body });
}

describe('unlessUnanswered', () => {
  it('hands the server action’s answer through as it is', async () => {
    const answer = await clientAction({
      request: post({ email: 'ada@example.org' }),
      serverAction: async <A>() => ({ kind: 'sent' }) as A,
    });
    expect(answer).toEqual({ kind: 'sent' });
  });

  it('a lost connection becomes the form’s refusal with status 0, answered as 503', async () => {
    const answer = (await clientAction({
      request: post({ firstName: 'Ada', message: 'Hello' }),
      serverAction: () => Promise.reject(new TypeError('Failed to fetch')),
    })) as unknown as Wrapped;
    expect(answer.data).toEqual({
      posted: { firstName: 'Ada', message: 'Hello' },
      refusal: { status: 0 },
    });
    // A 4xx/5xx status keeps React Router from reading the loaders again.
    expect(answer.init?.status).toBe(503);
  });

  it('reads the spec-shaped message of whatever answered instead (the rate limiter)', async () => {
    const body = JSON.stringify({
      success: false,
      message: 'Too many requests. Please try again in 15 minutes.',
      errors: ['Too many requests.'],
    });
    const answer = (await clientAction({
      request: post({ email: 'ada@example.org' }),
      serverAction: () => Promise.reject(new ErrorResponse(429, 'Too Many Requests', body)),
    })) as unknown as Wrapped;
    expect(answer.data).toMatchObject({
      refusal: {
        status: 429,
        message: 'Too many requests. Please try again in 15 minutes.',
        errors: ['Too many requests.'],
      },
    });
    expect(answer.init?.status).toBe(429);
  });

  it('a proxy’s HTML page gives only its status: the form uses its own words', async () => {
    const answer = (await clientAction({
      request: post({}),
      serverAction: () =>
        Promise.reject(new ErrorResponse(502, 'Bad Gateway', '<h1>Bad gateway</h1>')),
    })) as unknown as Wrapped;
    expect(answer.data).toEqual({ posted: {}, refusal: { status: 502 } });
  });

  it('a redirect still redirects', async () => {
    const thrown = redirect('/dashboard');
    await expect(
      clientAction({ request: post({}), serverAction: () => Promise.reject(thrown) }),
    ).rejects.toBe(thrown);
  });
});
