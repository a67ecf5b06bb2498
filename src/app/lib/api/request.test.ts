import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSend } from './request.ts';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      typeof body === 'string' ? new Response(body, { status }) : Response.json(body, { status }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('returns the data and message of a success answer', async () => {
    answer(201, { success: true, message: 'Saved', data: { id: 7 } });
    expect(await browserSend('POST', '/api/x', { a: 1 })).toEqual({
      ok: true,
      status: 201,
      message: 'Saved',
      errors: undefined,
      fieldErrors: undefined,
      data: { id: 7 },
      body: { success: true, message: 'Saved', data: { id: 7 } },
    });
  });

  it('sends other methods with JSON or a multipart form, keeping the caller headers', async () => {
    answer(200, { success: true, message: 'ok', data: null });
    await browserSend('PUT', '/api/y', { b: 2 }, { authorization: 'Bearer t' });
    const form = new FormData();
    form.append('name', 'x');
    await browserSend('POST', '/api/z', form);
    const calls = vi.mocked(fetch).mock.calls;
    expect(calls[0]?.[1]).toMatchObject({
      method: 'PUT',
      body: '{"b":2}',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
    });
    expect(calls[1]?.[1]).toMatchObject({ method: 'POST', body: form });
    // The browser must set the multipart boundary itself.
    expect((calls[1]?.[1]?.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('returns the message, error list and field errors of an error answer', async () => {
    answer(400, {
      success: false,
      message: 'Please fix',
      errors: ['First name is required'],
      fieldErrors: { firstName: ['First name is required'] },
    });
    const result = await browserSend('POST', '/api/x', {});
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      message: 'Please fix',
      errors: ['First name is required'],
      fieldErrors: { firstName: ['First name is required'] },
    });
  });

  it('ignores an answer that is not in the API error shape', async () => {
    answer(502, { success: false, message: 42, errors: 'nope' });
    expect(await browserSend('GET', '/api/x')).toMatchObject({
      ok: false,
      status: 502,
      message: undefined,
    });
    answer(500, '<html>Bad gateway</html>');
    expect(await browserSend('GET', '/api/x')).toMatchObject({
      ok: false,
      status: 500,
      message: undefined,
    });
  });

  it('does not treat a 2xx without success: true as a success', async () => {
    answer(200, { message: 'odd' });
    expect(await browserSend('GET', '/api/x')).toMatchObject({ ok: false, status: 200 });
  });

  it('reports a network failure as status 0 without throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await browserSend('POST', '/api/x', {})).toMatchObject({ ok: false, status: 0 });
  });
});
