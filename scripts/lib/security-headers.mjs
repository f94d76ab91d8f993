// @ts-check
/**
 * The security headers of every ToolHub response, made in one place from the catalogue and the
 * site's configuration, so the local server (site.mjs) and the hosting configuration cannot drift.
 * Pure: the caller reads the files and the environment and passes what they say.
 */
import { createHash } from 'node:crypto';

/**
 * @typedef {object} SecurityOptions
 * @property {string[]} remoteOrigins   origins of the catalogue's remote entries (catalogueRemoteOrigins)
 * @property {{ scripts: string[], styles: string[] }} [inline]
 *                                      CSP hash sources of the inline <script>s and <style>s of the
 *                                      built index.html (inlineHashes)
 * @property {FirebaseEndpoints | null} [firebase]  set when the build talks to Firebase
 * @property {{ ga4?: boolean, plausible?: boolean }} [analytics]  the optional third-party analytics
 * @property {string[]} [overrideOrigins]  where developers may point remote overrides (issue 14 §1);
 *                                      empty in production
 */

/** @typedef {{ authEmulatorHost?: string, firestoreEmulatorHost?: string, appCheck?: boolean }} FirebaseEndpoints */

/**
 * Origins, `scheme://host:*`, or `scheme://*.localhost:*` (the loopback names overrides may use), as
 * CSP host sources; anything else is refused loudly.
 */
const ORIGIN = /^https?:\/\/(?:(?:[a-z0-9-]+\.)*[a-z0-9-]+|\*\.localhost)(?::(?:\d{1,5}|\*))?$/;

/** @param {string} value */
function hostSource(value) {
  if (!ORIGIN.test(value)) throw new Error(`Not an http(s) origin: ${JSON.stringify(value)}`);
  return value;
}

/** @param {string[]} list */
const unique = (list) => [...new Set(list)];

/**
 * The distinct origins of the catalogue's remote entries, in catalogue order. An entry that is
 * not an http(s) URL gets no origin (the catalogue check refuses such a catalogue anyway).
 * @param {{ remotes?: Record<string, { entry?: unknown }> }} catalogue
 */
export function catalogueRemoteOrigins(catalogue) {
  const origins = Object.values(catalogue.remotes ?? {}).flatMap(({ entry }) => {
    if (typeof entry !== 'string') return [];
    try {
      const { origin } = new URL(entry);
      // An origin CSP cannot name (an IPv6 literal, an underscore in a host) is left out: its
      // remote is blocked rather than the policy widened.
      return ORIGIN.test(origin) ? [origin] : [];
    } catch {
      return [];
    }
  });
  return unique(origins);
}

/** @param {string} text */
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * CSP hashes of the inline scripts (those without src) and inline styles of an HTML page, over
 * their exact text: the built index.html, whose minified script differs from the template's.
 * @param {string} html
 */
export function inlineHashes(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    // Scripts with a src are allowed by origin; JSON-LD data (scripts/lib/pages/) never runs.
    .filter(([, attributes]) => !/\bsrc\s*=|\btype\s*=\s*["']?application\/ld\+json/i.test(attributes ?? ''))
    .map(([, , body]) => sha256(body ?? ''));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body]) => sha256(body ?? ''));
  return { scripts: unique(scripts), styles: unique(styles) };
}

/** Loopback http origins: a local OpenAI-compatible server (Ollama, LM Studio, llama.cpp). */
const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*'];

const FIREBASE_HTTPS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
];

/**
 * App Check with reCAPTCHA Enterprise (host/src/backend/firebase/app-check.ts): its script and
 * frame, as Google documents them for a CSP, and App Check's token exchange.
 */
const APP_CHECK = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://content-firebaseappcheck.googleapis.com'],
};

/** @param {SecurityOptions['analytics']} analytics */
function analyticsSources(analytics = {}) {
  // The hosts Google and Plausible document for their scripts under a CSP.
  return {
    script: [...(analytics.ga4 ? ['https://www.googletagmanager.com'] : []), ...(analytics.plausible ? ['https://plausible.io'] : [])],
    connect: [
      ...(analytics.ga4 ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] : []),
      ...(analytics.plausible ? ['https://plausible.io'] : []),
    ],
    img: analytics.ga4 ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : [],
  };
}

/** @param {FirebaseEndpoints | null | undefined} firebase */
function firebaseSources(firebase) {
  if (!firebase) return [];
  const emulators = [firebase.authEmulatorHost, firebase.firestoreEmulatorHost]
    .filter((host) => typeof host === 'string' && host !== '')
    .map((host) => hostSource(`http://${host}`));
  return [...FIREBASE_HTTPS, ...emulators, ...(firebase.appCheck ? APP_CHECK.connect : [])];
}

/**
 * The host page's Content-Security-Policy.
 * @param {SecurityOptions} options
 */
export function contentSecurityPolicy({ remoteOrigins, inline = { scripts: [], styles: [] }, firebase = null, analytics = {}, overrideOrigins = [] }) {
  const remotes = unique([...remoteOrigins, ...overrideOrigins].map(hostSource));
  const third = analyticsSources(analytics);
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...remotes,
        // The no-flash theme script in index.html, by hash.
        ...inline.scripts,
        // WebAssembly compilation only (not eval): the OCR engine (tesseract.js in Image to Text)
        // compiles its WebAssembly core in a worker, which inherits this policy.
        "'wasm-unsafe-eval'",
        // Blob URLs can only be made by script already running in this origin: the OCR worker
        // loads the engine core from a blob it downloaded from the ai-tools remote.
        'blob:',
        ...third.script,
        ...(firebase?.appCheck ? APP_CHECK.script : []),
      ],
    ],
    // Stylesheets come from the host and the remotes; the inline <style> is the first-paint
    // background. React's style props are CSSOM writes, which CSP does not govern.
    ['style-src', ["'self'", ...remotes, ...inline.styles]],
    // data: for the favicon and canvas exports, blob: for the images users open in the image tools.
    ['img-src', ["'self'", ...remotes, 'data:', 'blob:', ...third.img]],
    ['font-src', ["'self'", ...remotes]],
    [
      'connect-src',
      [
        "'self'",
        ...remotes,
        // Workers read the data they were handed as blob URLs (the OCR language data).
        'blob:',
        // Wide on purpose: the AI Rewriter sends text to the OpenAI-compatible endpoint the user
        // types in (any https URL, or a model server on this computer), which no list can name.
        'https:',
        ...LOOPBACK,
        ...firebaseSources(firebase),
        ...third.connect,
      ],
    ],
    // Tools start their workers through a same-origin blob: wrapper
    // (host/src/federation/cross-origin-worker.ts); the OCR worker is a blob too.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-src', firebase?.appCheck ? APP_CHECK.frame : ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/**
 * Browser features: only what tools use. The clipboard (Copy buttons, pasting an image into the
 * Image Editor) for this origin; the share sheet (Random Quote, Personality Decoder) keeps its
 * default, this origin only, and is not named because Chromium on Linux does not know it and
 * logs an error for it (as it does for `bluetooth`); the EyeDropper API has no permission of its
 * own. Everything else that prompts is off.
 */
export const PERMISSIONS_POLICY = [
  'clipboard-read=(self)',
  'clipboard-write=(self)',
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'browsing-topics=()',
].join(', ');

/** What every response carries, the host's and the remotes'. */
const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The host's headers: its pages, /catalogue.json and /api/*.
 * @param {SecurityOptions} options
 * @returns {Record<string, string>}
 */
export function hostHeaders(options) {
  return { 'Content-Security-Policy': contentSecurityPolicy(options), ...COMMON };
}

/**
 * A remote's headers. Its files are scripts, styles and data the host page loads, for which a
 * CSP has no effect; should one be opened as a page of its own, nothing in it may run.
 * @returns {Record<string, string>}
 */
export function remoteHeaders() {
  return { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'", ...COMMON };
}

/**
 * CORS for a remote: only the host's origins may read it. `Vary: Origin` goes on every answer,
 * so a cache never hands one origin's answer to another.
 * @param {string | undefined} origin   the request's Origin header
 * @param {(origin: string) => boolean} allowed
 * @returns {Record<string, string>}
 */
export function corsHeaders(origin, allowed) {
  if (!origin || !allowed(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Timing-Allow-Origin': origin,
    Vary: 'Origin',
  };
}

/**
 * An allowlist of origins, exact or `scheme://host:*` (any port).
 * @param {string[]} origins
 */
export function originMatcher(origins) {
  const patterns = origins.map(hostSource);
  return (/** @type {string} */ origin) =>
    patterns.some((pattern) => (pattern.endsWith(':*') ? origin.startsWith(pattern.slice(0, -1)) && /^\d{1,5}$/.test(origin.slice(pattern.length - 1)) : origin === pattern));
}

/** Where remote overrides may point when they are on (host/src/config/remote-overrides.ts). */
export const LOOPBACK_OVERRIDE_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*', 'http://*.localhost:*', 'https://localhost:*', 'https://127.0.0.1:*', 'https://*.localhost:*'];

/**
 * The parts of SecurityOptions that come from the environment, read the way the build reads them
 * (rspack.config.ts), so serve with the environment the site was built with: Firebase and
 * analytics are on when their variables are set; remote overrides (issue 14 §1) only with
 * REMOTE_OVERRIDES=on, and then to loopback origins plus REMOTE_OVERRIDE_ORIGINS.
 * @param {Record<string, string | undefined>} env
 * @returns {Pick<SecurityOptions, 'firebase' | 'analytics' | 'overrideOrigins'>}
 */
export function securityOptionsFromEnv(env) {
  const value = (/** @type {string} */ name) => env[name]?.trim() || undefined;
  const firebase = value('FIREBASE_PROJECT_ID')
    ? { authEmulatorHost: value('FIREBASE_AUTH_EMULATOR_HOST'), firestoreEmulatorHost: value('FIRESTORE_EMULATOR_HOST'), appCheck: !!value('FIREBASE_APP_CHECK_SITE_KEY') }
    : null;
  const overrides = value('REMOTE_OVERRIDES')?.toLowerCase() === 'on';
  const extra = (value('REMOTE_OVERRIDE_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map(hostSource);
  return {
    firebase,
    analytics: { ga4: !!value('GA4_MEASUREMENT_ID'), plausible: !value('GA4_MEASUREMENT_ID') && !!value('PLAUSIBLE_DOMAIN') },
    overrideOrigins: overrides ? [...LOOPBACK_OVERRIDE_SOURCES, ...extra] : [],
  };
}
