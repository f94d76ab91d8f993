// @ts-check
/** Developer utilities: formatters and validators per language, encoders, hashes, codes. */
import { pick } from '../random.mjs';
import { keywords } from './family.mjs';

/** @typedef {import('./family.mjs').Family} Family */

/** [language, what its files hold]. */
const LANGUAGES = /** @type {const} */ ([
  ['JSON', 'data'], ['XML', 'markup'], ['HTML', 'pages'], ['CSS', 'styles'], ['JavaScript', 'scripts'], ['TypeScript', 'code'],
  ['SQL', 'queries'], ['YAML', 'configuration'], ['GraphQL', 'queries'], ['Markdown', 'documents'], ['Python', 'code'], ['Go', 'code'],
  ['Rust', 'code'], ['Java', 'code'], ['PHP', 'code'], ['Ruby', 'code'], ['C#', 'code'], ['Swift', 'code'], ['Kotlin', 'code'],
  ['Lua', 'scripts'], ['Bash', 'scripts'], ['Dockerfile', 'images'], ['Nginx Config', 'server settings'], ['TOML', 'configuration'],
  ['SCSS', 'styles'], ['JSX', 'components'], ['Vue', 'components'], ['Perl', 'scripts'], ['R', 'analyses'], ['Dart', 'code'],
]);

/** [tool name, what it does]. */
const CODE_ACTIONS = /** @type {const} */ ([
  ['Formatter', 'Format {L} {what} with consistent indentation and line breaks, in your browser.'],
  ['Validator', 'Check {L} {what} for syntax errors and see each one with its line and column.'],
  ['Minifier', 'Minify {L} {what} to the fewest bytes, with the saving shown.'],
  ['Beautifier', 'Make minified {L} {what} readable again, with your choice of indentation.'],
  ['Viewer', 'Browse {L} {what} as a collapsible tree with search.'],
  ['Diff Checker', 'Compare two {L} {what} side by side and see every change highlighted.'],
  ['Syntax Highlighter', 'Highlight {L} {what} for slides, docs and blog posts, in light or dark themes.'],
]);

const ENCODINGS = ['Base64', 'Base32', 'Base58', 'URL', 'HTML Entity', 'Unicode Escape', 'Punycode', 'Quoted-Printable', 'ROT13', 'Morse Code', 'Hex', 'UTF-8', 'JWT', 'Ascii85', 'UUencode', 'Gzip'];

const HASHES = ['MD5', 'SHA-1', 'SHA-224', 'SHA-256', 'SHA-384', 'SHA-512', 'SHA3-256', 'SHA3-512', 'CRC32', 'BLAKE2b', 'BLAKE3', 'bcrypt', 'Argon2', 'HMAC-SHA256', 'RIPEMD-160', 'xxHash', 'Whirlpool', 'Adler-32'];

const CODES = /** @type {const} */ ([
  ['WiFi QR Code Generator', 'Make a QR code that joins guests to your WiFi'], ['vCard QR Code Generator', 'Make a QR code holding your contact card'],
  ['URL QR Code Generator', 'Make a QR code for any link'], ['Email QR Code Generator', 'Make a QR code that opens a ready email'],
  ['SMS QR Code Generator', 'Make a QR code that starts a text message'], ['Event QR Code Generator', 'Make a QR code that adds an event to a calendar'],
  ['Location QR Code Generator', 'Make a QR code for a place on the map'], ['Bitcoin QR Code Generator', 'Make a QR code for a payment address'],
  ['QR Code Reader', 'Read the contents of a QR code in a picture'], ['EAN-13 Barcode Generator', 'Make an EAN-13 barcode for retail products'],
  ['UPC Barcode Generator', 'Make a UPC-A barcode'], ['Code 128 Barcode Generator', 'Make a Code 128 barcode for labels'],
  ['ISBN Barcode Generator', 'Make a book barcode from its ISBN'], ['Data Matrix Generator', 'Make a Data Matrix code for small parts'],
  ['PDF417 Generator', 'Make a PDF417 code for tickets and IDs'], ['Barcode Reader', 'Read the number in a barcode photo'],
]);

const DEV_MISC = /** @type {const} */ ([
  ['Regex Tester', 'Test regular expressions against sample text with matches and groups highlighted.', ['regex', 'regular expression', 'pattern']],
  ['Cron Expression Generator', 'Build cron schedules from plain words and see the next run times.', ['cron', 'schedule', 'crontab']],
  ['JWT Decoder', 'Decode a JSON Web Token and check its expiry and signature.', ['jwt', 'token', 'auth']],
  ['HTTP Status Codes', 'Every HTTP status code with what it means and when to use it.', ['http', 'status', 'api']],
  ['User Agent Parser', 'Read the browser, system and device from a user agent string.', ['user agent', 'browser', 'parser']],
  ['IP Address Lookup', 'The network, region and provider of an IP address.', ['ip', 'network', 'lookup']],
  ['Subnet Calculator', 'Network ranges, masks and host counts of a CIDR block.', ['subnet', 'cidr', 'network']],
  ['Chmod Calculator', 'Unix file permissions in numbers and letters.', ['chmod', 'permissions', 'unix']],
  ['Git Command Generator', 'The git command for what you want to do.', ['git', 'command line', 'version control']],
  ['CSS Gradient Generator', 'Linear and radial gradients with live preview and CSS to copy.', ['css', 'gradient', 'design']],
  ['Box Shadow Generator', 'CSS box shadows with sliders and code to copy.', ['css', 'shadow', 'design']],
  ['Meta Tag Generator', 'Title, description and social tags for a web page.', ['seo', 'meta tags', 'html']],
  ['Robots.txt Generator', 'A robots.txt that says what search engines may crawl.', ['robots', 'seo', 'crawler']],
  ['Sitemap Generator', 'An XML sitemap from a list of addresses.', ['sitemap', 'seo', 'xml']],
  ['Lorem Picsum Placeholder', 'Placeholder image links in any size.', ['placeholder', 'image', 'mockup']],
  ['Color Contrast Checker', 'Whether two colours meet WCAG contrast.', ['contrast', 'accessibility', 'wcag']],
  ['Favicon Generator', 'Favicons in every size from one picture.', ['favicon', 'icon', 'website']],
  ['SQL Query Builder', 'SELECT, JOIN and WHERE clauses built from forms.', ['sql', 'query', 'database']],
  ['API Request Tester', 'Send HTTP requests and read the answers.', ['api', 'http', 'rest']],
  ['Epoch Converter', 'Unix time to dates and back, in any time zone.', ['epoch', 'unix time', 'timestamp']],
]);

/** @type {Family[]} */
export const DEVELOPER_FAMILIES = [
  {
    id: 'code',
    category: { id: 'code-formatters', name: 'Code Formatters & Validators', remote: 'developer-tools', icon: '🧩', description: 'Tidy, check and compare code in every language.' },
    module: './json-formatter',
    icon: '🧩',
    ideas: () =>
      LANGUAGES.flatMap(([language, what]) =>
        CODE_ACTIONS.map(([action, text]) => ({
          name: `${language} ${action}`,
          description: text.replace('{L}', language).replace('{what}', what),
          keywords: keywords([language, action, what, 'code', 'developer', action === 'Formatter' || action === 'Beautifier' ? 'pretty print' : action.toLowerCase()]),
        })),
      ),
  },
  {
    id: 'encoders',
    category: 'developer-tools',
    module: './base64-converter',
    icon: '🔡',
    ideas: (random) =>
      ENCODINGS.flatMap((encoding) =>
        ['Encoder', 'Decoder'].map((action) => ({
          name: `${encoding} ${action}`,
          description: `${action === 'Encoder' ? 'Encode text or files as' : 'Decode'} ${encoding}${action === 'Encoder' ? '' : ' back to readable text or a file'}${pick(random, ['.', ', with UTF-8 handled correctly.', ', live as you type.'])}`,
          keywords: keywords([encoding, action, action === 'Encoder' ? 'encode' : 'decode', 'convert', 'developer']),
        })),
      ),
  },
  {
    id: 'hashes',
    category: 'developer-tools',
    module: './hash-generator',
    icon: '#️⃣',
    ideas: (random) =>
      HASHES.flatMap((hash) => [
        {
          name: `${hash} Hash Generator`,
          description: `Compute the ${hash} hash of text or a file${pick(random, ['.', ', without uploading it.', ', in hex or Base64.'])}`,
          keywords: keywords([hash, 'hash', 'checksum', 'digest', 'generator']),
        },
        {
          name: `${hash} Checksum Checker`,
          description: `Check a download against its published ${hash} checksum.`,
          keywords: keywords([hash, 'checksum', 'verify', 'integrity', 'file']),
        },
      ]),
  },
  {
    id: 'codes',
    category: { id: 'qr-barcode-tools', name: 'QR Code & Barcode Tools', remote: 'developer-tools', icon: '🔳', description: 'Make and read QR codes and barcodes.' },
    module: './uuid-generator',
    icon: '🔳',
    ideas: (random) =>
      CODES.map(([name, what]) => ({
        name,
        description: `${what}${pick(random, [', ready to print.', ', as PNG or SVG.', ', with your colours.'])}`,
        keywords: keywords([...name.split(' ').filter((word) => word.length > 2), 'qr', 'barcode', 'scan']),
      })),
  },
  {
    id: 'dev-misc',
    category: 'developer-tools',
    module: './json-formatter',
    icon: '🛠️',
    ideas: () => DEV_MISC.map(([name, description, words]) => ({ name: String(name), description: String(description), keywords: keywords([...words]) })),
  },
];
