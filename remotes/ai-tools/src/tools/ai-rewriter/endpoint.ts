import type { Mode } from './logic';

/** Where an OpenAI-compatible chat endpoint lives; kept only in this browser. */
export interface EndpointConfig {
  enabled: boolean;
  baseUrl: string;
  model: string;
  apiKey: string;
}

export const EMPTY_CONFIG: EndpointConfig = { enabled: false, baseUrl: '', model: '', apiKey: '' };
export const TIMEOUT_MS = 20_000;

export type EndpointResult =
  | { ok: true; text: string }
  | { ok: false; kind: 'timeout' | 'http' | 'network' | 'malformed' | 'cancelled'; message: string };

/** Reads a stored config defensively: anything odd in storage becomes the empty config. */
export function sanitizeConfig(value: unknown): EndpointConfig {
  if (!value || typeof value !== 'object') return EMPTY_CONFIG;
  const raw = value as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '');
  return { enabled: raw.enabled === true, baseUrl: text('baseUrl'), model: text('model'), apiKey: text('apiKey') };
}

/** Problems with a config, by field; empty when it can be used. */
export function validateConfig(config: EndpointConfig): Partial<Record<'baseUrl' | 'model', string>> {
  const errors: Partial<Record<'baseUrl' | 'model', string>> = {};
  const base = config.baseUrl.trim();
  if (!base) errors.baseUrl = 'Enter the endpoint’s base URL, e.g. https://api.openai.com/v1.';
  else {
    try {
      const url = new URL(base);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') errors.baseUrl = 'The base URL must start with https:// or http://.';
    } catch {
      errors.baseUrl = 'This is not a valid URL.';
    }
  }
  if (!config.model.trim()) errors.model = 'Enter a model name, e.g. gpt-4o-mini.';
  return errors;
}

export function isUsable(config: EndpointConfig): boolean {
  return config.enabled && Object.keys(validateConfig(config)).length === 0;
}

export function completionsUrl(baseUrl: string): string {
  return `${baseUrl.trim().replace(/\/+$/, '')}/chat/completions`;
}

const INSTRUCTIONS: Record<Mode, string> = {
  simpler: 'Rewrite the text in plain, simple English: short sentences and common words, same meaning.',
  formal: 'Rewrite the text in a more formal, professional tone, same meaning. Expand contractions.',
  casual: 'Rewrite the text in a more casual, friendly tone, same meaning. Use contractions.',
  shorter: 'Rewrite the text to be noticeably shorter: cut filler and wordy phrases, keep every key fact.',
};

export function buildRequestBody(config: EndpointConfig, mode: Mode, text: string) {
  return {
    model: config.model.trim(),
    temperature: 0.3,
    messages: [
      {
        role: 'system',
        content: `${INSTRUCTIONS[mode]} Keep the original language and paragraph breaks. Reply with the rewritten text only, no preamble or quotes.`,
      },
      { role: 'user', content: text },
    ],
  };
}

function describeHttp(status: number): string {
  if (status === 401 || status === 403) return `The endpoint refused the request (HTTP ${status}). Check the API key.`;
  if (status === 404) return 'The endpoint was not found (HTTP 404). Check the base URL and model name.';
  if (status === 429) return 'The endpoint is rate-limiting requests (HTTP 429). Wait a moment and try again.';
  if (status >= 500) return `The endpoint had a server error (HTTP ${status}). Try again later.`;
  return `The endpoint answered with an error (HTTP ${status}).`;
}

/**
 * Asks an OpenAI-compatible endpoint (POST {base}/chat/completions) for the rewrite. Never throws:
 * every failure comes back as a result with a message the page can show as is.
 */
export async function rewriteWithEndpoint(
  config: EndpointConfig,
  mode: Mode,
  text: string,
  options: { fetch?: typeof fetch; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<EndpointResult> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMEOUT_MS);
  const onCancel = () => controller.abort();
  options.signal?.addEventListener('abort', onCancel);
  try {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (config.apiKey.trim()) headers.Authorization = `Bearer ${config.apiKey.trim()}`;
    const response = await doFetch(completionsUrl(config.baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(buildRequestBody(config, mode, text)),
      signal: controller.signal,
    });
    if (!response.ok) return { ok: false, kind: 'http', message: describeHttp(response.status) };
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      if (timedOut) throw new Error('timeout');
      return { ok: false, kind: 'malformed', message: 'The endpoint’s answer was not valid JSON.' };
    }
    const content = (data as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') {
      return { ok: false, kind: 'malformed', message: 'The endpoint’s answer had no rewritten text (choices[0].message.content).' };
    }
    return { ok: true, text: content.trim() };
  } catch {
    if (timedOut) return { ok: false, kind: 'timeout', message: `The endpoint did not answer within ${Math.round((options.timeoutMs ?? TIMEOUT_MS) / 1000)} seconds.` };
    if (options.signal?.aborted) return { ok: false, kind: 'cancelled', message: 'The request was cancelled.' };
    return {
      ok: false,
      kind: 'network',
      message: 'Could not reach the endpoint. Check the URL, your connection, and that the server allows requests from this site (CORS).',
    };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
  }
}
