import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildRequestBody,
  completionsUrl,
  isUsable,
  rewriteWithEndpoint,
  sanitizeConfig,
  validateConfig,
  type EndpointConfig,
} from './endpoint';

const config: EndpointConfig = { enabled: true, baseUrl: 'https://api.example.com/v1/', model: 'tiny-1', apiKey: 'sk-test' };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('endpoint settings', () => {
  it.each([
    [{ ...config }, {}],
    [{ ...config, baseUrl: '' }, { baseUrl: expect.stringMatching(/base URL/) }],
    [{ ...config, baseUrl: 'not a url' }, { baseUrl: 'This is not a valid URL.' }],
    [{ ...config, baseUrl: 'ftp://x.org' }, { baseUrl: expect.stringMatching(/https:\/\//) }],
    [{ ...config, model: ' ' }, { model: expect.stringMatching(/model name/) }],
  ])('validates %j', (input, errors) => {
    expect(validateConfig(input)).toEqual(errors);
  });

  it('is only usable when switched on and valid', () => {
    expect(isUsable(config)).toBe(true);
    expect(isUsable({ ...config, enabled: false })).toBe(false);
    expect(isUsable({ ...config, model: '' })).toBe(false);
  });

  it.each([
    [null, { enabled: false, baseUrl: '', model: '', apiKey: '' }],
    ['junk', { enabled: false, baseUrl: '', model: '', apiKey: '' }],
    [{ enabled: 'yes', baseUrl: 5, model: 'm' }, { enabled: false, baseUrl: '', model: 'm', apiKey: '' }],
  ])('sanitises stored value %j', (stored, expected) => {
    expect(sanitizeConfig(stored)).toEqual(expected);
  });

  it.each([
    ['https://api.example.com/v1', 'https://api.example.com/v1/chat/completions'],
    ['https://api.example.com/v1///', 'https://api.example.com/v1/chat/completions'],
    [' http://localhost:11434/v1 ', 'http://localhost:11434/v1/chat/completions'],
  ])('posts %j to %j', (base, url) => {
    expect(completionsUrl(base)).toBe(url);
  });

  it('asks for the mode in the system message and sends the text as the user message', () => {
    const body = buildRequestBody(config, 'shorter', 'Hello there');
    expect(body.model).toBe('tiny-1');
    expect(body.messages[0]?.content).toMatch(/shorter/);
    expect(body.messages[1]).toEqual({ role: 'user', content: 'Hello there' });
  });
});

describe('rewriteWithEndpoint', () => {
  it('returns the rewritten text on success and sends key, model and text', async () => {
    const fetch = vi.fn(async () => jsonResponse({ choices: [{ message: { role: 'assistant', content: '  Short text.\n' } }] }));
    const result = await rewriteWithEndpoint(config, 'simpler', 'A long text.', { fetch });
    expect(result).toEqual({ ok: true, text: 'Short text.' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/v1/chat/completions');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer sk-test');
    expect(JSON.parse(init.body as string).messages[1].content).toBe('A long text.');
  });

  it('sends no Authorization header without a key', async () => {
    const fetch = vi.fn(async () => jsonResponse({ choices: [{ message: { content: 'ok' } }] }));
    await rewriteWithEndpoint({ ...config, apiKey: '' }, 'formal', 'x', { fetch });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('times out after the limit and aborts the request', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('Aborted', 'AbortError'));
          });
        }),
    );
    const pending = rewriteWithEndpoint(config, 'casual', 'x', { fetch: fetch as unknown as typeof globalThis.fetch });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, kind: 'timeout', message: 'The endpoint did not answer within 20 seconds.' });
    expect(aborted).toBe(true);
  });

  it.each([
    [401, /Check the API key/],
    [404, /Check the base URL/],
    [429, /rate-limiting/],
    [500, /server error/],
    [418, /HTTP 418/],
  ])('explains HTTP %i', async (status, message) => {
    const fetch = vi.fn(async () => jsonResponse({ error: { message: 'nope' } }, status));
    const result = await rewriteWithEndpoint(config, 'simpler', 'x', { fetch });
    expect(result).toMatchObject({ ok: false, kind: 'http', message: expect.stringMatching(message) });
  });

  it.each([
    ['not json at all', /not valid JSON/],
    [JSON.stringify({ choices: [] }), /no rewritten text/],
    [JSON.stringify({ choices: [{ message: { content: 42 } }] }), /no rewritten text/],
    [JSON.stringify(null), /no rewritten text/],
  ])('reports a malformed answer %j', async (body, message) => {
    const fetch = vi.fn(async () => new Response(body, { status: 200 }));
    const result = await rewriteWithEndpoint(config, 'simpler', 'x', { fetch });
    expect(result).toMatchObject({ ok: false, kind: 'malformed', message: expect.stringMatching(message) });
  });

  it('reports a network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await rewriteWithEndpoint(config, 'simpler', 'x', { fetch });
    expect(result).toMatchObject({ ok: false, kind: 'network', message: expect.stringMatching(/CORS/) });
  });

  it('reports a cancel by the visitor as cancelled', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = rewriteWithEndpoint(config, 'simpler', 'x', {
      fetch: fetch as unknown as typeof globalThis.fetch,
      signal: controller.signal,
    });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, kind: 'cancelled' });
  });
});
