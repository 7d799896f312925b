import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, HttpError } from './api.ts';

const answer = (body: string, init: ResponseInit) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, init)),
  );
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );

describe('the API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("gives a proxy's HTML error page as an HttpError with the status and its text, not a JSON syntax error", async () => {
    answer('<html><body>Bad gateway</body></html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'content-type': 'text/html' },
    });
    const error = await failureOf(api.get('/api/supplier/s1/fairs'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      statusText: 'Bad Gateway',
      code: 'http-error',
      message: 'Error 502 while fetching /api/supplier/s1/fairs',
      fields: {},
    });
  });

  it('gives an empty or non-JSON body of a failure the same typed error, whatever it claims to be', async () => {
    answer('', { status: 503, statusText: 'Service Unavailable' });
    expect(await failureOf(api.post('/api/x'))).toMatchObject({ status: 503, statusText: 'Service Unavailable' });
    answer('<html>', {
      status: 500,
      statusText: 'Internal Server Error',
      headers: { 'content-type': 'application/json' },
    });
    expect(await failureOf(api.get('/api/x'))).toBeInstanceOf(HttpError);
  });

  it("keeps the server's error code, message and field keys, with the status and its text", async () => {
    answer(
      JSON.stringify({ error: { code: 'not-found', message: 'fair not found', fields: { _: 'fairs:errors.gone' } } }),
      {
        status: 404,
        statusText: 'Not Found',
        headers: { 'content-type': 'application/json; charset=utf-8' },
      },
    );
    const error = await failureOf(api.post('/api/x', { id: 'f1' }));
    expect(error).not.toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 404,
      statusText: 'Not Found',
      code: 'not-found',
      message: 'fair not found',
      fields: { _: 'fairs:errors.gone' },
    });
  });

  it('keeps the values an error carries (the provider and e-mail of account-exists-with-different-credential)', async () => {
    const code = 'account-exists-with-different-credential';
    const details = { provider: 'google', email: 'ann@example.com' };
    answer(JSON.stringify({ error: { code, message: 'signs in with google', fields: {}, details } }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });
    expect(await failureOf(api.post('/api/login', {}))).toMatchObject({ status: 409, code, details });
  });

  it('answers the JSON body of a success, and nothing for an empty or non-JSON one', async () => {
    answer('{"fairs":[]}', { status: 200, headers: { 'content-type': 'application/json' } });
    expect(await api.get('/api/x')).toEqual({ fairs: [] });
    answer('', { status: 200, headers: { 'content-type': 'application/json' } });
    expect(await api.delete('/api/x')).toBeUndefined();
    answer('name,date', { status: 200, headers: { 'content-type': 'text/csv' } });
    expect(await api.get('/api/x')).toBeUndefined();
  });
});
