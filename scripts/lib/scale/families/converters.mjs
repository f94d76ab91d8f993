// @ts-check
/**
 * "A to B" converters: currencies, time zones, units, file and colour formats. Real tool sites
 * list one page per pair, which is how catalogues reach thousands of tools.
 */
import { pick } from '../random.mjs';
import { fill, keywords, orderedPairs } from './family.mjs';

/** @typedef {import('./family.mjs').Family} Family */

const CURRENCIES = /** @type {const} */ ([
  ['USD', 'US dollar'], ['EUR', 'euro'], ['GBP', 'British pound'], ['JPY', 'Japanese yen'], ['CNY', 'Chinese yuan'],
  ['INR', 'Indian rupee'], ['CAD', 'Canadian dollar'], ['AUD', 'Australian dollar'], ['CHF', 'Swiss franc'], ['MXN', 'Mexican peso'],
  ['BRL', 'Brazilian real'], ['ZAR', 'South African rand'], ['SEK', 'Swedish krona'], ['NOK', 'Norwegian krone'], ['DKK', 'Danish krone'],
  ['PLN', 'Polish zloty'], ['TRY', 'Turkish lira'], ['KRW', 'South Korean won'], ['SGD', 'Singapore dollar'], ['HKD', 'Hong Kong dollar'],
  ['NZD', 'New Zealand dollar'], ['THB', 'Thai baht'], ['IDR', 'Indonesian rupiah'], ['PHP', 'Philippine peso'], ['MYR', 'Malaysian ringgit'],
  ['AED', 'UAE dirham'], ['SAR', 'Saudi riyal'], ['ILS', 'Israeli shekel'], ['CZK', 'Czech koruna'], ['HUF', 'Hungarian forint'],
  ['RON', 'Romanian leu'], ['EGP', 'Egyptian pound'], ['NGN', 'Nigerian naira'], ['KES', 'Kenyan shilling'], ['ARS', 'Argentine peso'],
  ['CLP', 'Chilean peso'], ['COP', 'Colombian peso'], ['PEN', 'Peruvian sol'], ['VND', 'Vietnamese dong'], ['PKR', 'Pakistani rupee'],
  ['BDT', 'Bangladeshi taka'], ['UAH', 'Ukrainian hryvnia'], ['ISK', 'Icelandic krona'], ['MAD', 'Moroccan dirham'], ['QAR', 'Qatari riyal'],
]);

const CURRENCY_TEXT = [
  'Convert {a} ({A}) to {b} ({B}) at the latest reference rate, both ways.',
  'How many {b}s is your {a} worth? {A} to {B} with a 30-day rate chart.',
  '{A}/{B} exchange rate for travel, shopping and invoices, with fees added if you like.',
  'Change {a}s into {b}s and back, with the mid-market rate and a bank rate side by side.',
];

const CITIES = /** @type {const} */ ([
  ['New York', 'EST'], ['Los Angeles', 'PST'], ['Chicago', 'CST'], ['Denver', 'MST'], ['Toronto', 'EST'], ['Vancouver', 'PST'],
  ['Mexico City', 'CST'], ['São Paulo', 'BRT'], ['Buenos Aires', 'ART'], ['London', 'GMT'], ['Dublin', 'GMT'], ['Lisbon', 'WET'],
  ['Paris', 'CET'], ['Berlin', 'CET'], ['Madrid', 'CET'], ['Rome', 'CET'], ['Amsterdam', 'CET'], ['Stockholm', 'CET'],
  ['Warsaw', 'CET'], ['Athens', 'EET'], ['Helsinki', 'EET'], ['Istanbul', 'TRT'], ['Moscow', 'MSK'], ['Cairo', 'EET'],
  ['Johannesburg', 'SAST'], ['Lagos', 'WAT'], ['Nairobi', 'EAT'], ['Dubai', 'GST'], ['Karachi', 'PKT'], ['Mumbai', 'IST'],
  ['Delhi', 'IST'], ['Dhaka', 'BST'], ['Bangkok', 'ICT'], ['Jakarta', 'WIB'], ['Singapore', 'SGT'], ['Hong Kong', 'HKT'],
  ['Shanghai', 'CST'], ['Taipei', 'CST'], ['Manila', 'PHT'], ['Seoul', 'KST'], ['Tokyo', 'JST'], ['Sydney', 'AEST'],
  ['Melbourne', 'AEST'], ['Perth', 'AWST'], ['Auckland', 'NZST'], ['Honolulu', 'HST'], ['Anchorage', 'AKST'], ['Reykjavik', 'GMT'],
  ['Riyadh', 'AST'], ['Tehran', 'IRST'], ['Kathmandu', 'NPT'], ['Lima', 'PET'], ['Bogotá', 'COT'], ['Santiago', 'CLT'],
  ['Phoenix', 'MST'], ['Miami', 'EST'], ['Seattle', 'PST'], ['Kyiv', 'EET'], ['Zurich', 'CET'], ['Vienna', 'CET'],
]);

const TIME_TEXT = [
  'What time is it in {b} when it is 9 am in {a}? {za} to {zb}, daylight saving included.',
  'Convert a time in {a} to {b} and find meeting hours that suit both cities.',
  'See {a} and {b} clocks side by side, with the hour difference and the next clock change.',
];

/** Units by quantity: [name as in "Feet to Meters", abbreviation]. */
const UNITS = /** @type {Record<string, readonly (readonly [string, string])[]>} */ ({
  length: [['Meters', 'm'], ['Kilometers', 'km'], ['Centimeters', 'cm'], ['Millimeters', 'mm'], ['Miles', 'mi'], ['Yards', 'yd'], ['Feet', 'ft'], ['Inches', 'in'], ['Nautical Miles', 'nmi'], ['Micrometers', 'µm'], ['Light Years', 'ly']],
  weight: [['Kilograms', 'kg'], ['Grams', 'g'], ['Milligrams', 'mg'], ['Pounds', 'lb'], ['Ounces', 'oz'], ['Stones', 'st'], ['Metric Tons', 't'], ['Short Tons', 'ton'], ['Carats', 'ct']],
  volume: [['Liters', 'l'], ['Milliliters', 'ml'], ['Gallons', 'gal'], ['Quarts', 'qt'], ['Pints', 'pt'], ['Cups', 'cup'], ['Fluid Ounces', 'fl oz'], ['Tablespoons', 'tbsp'], ['Teaspoons', 'tsp'], ['Cubic Meters', 'm³'], ['Cubic Feet', 'ft³']],
  temperature: [['Celsius', '°C'], ['Fahrenheit', '°F'], ['Kelvin', 'K'], ['Rankine', '°R']],
  area: [['Square Meters', 'm²'], ['Square Feet', 'ft²'], ['Square Kilometers', 'km²'], ['Square Miles', 'mi²'], ['Acres', 'ac'], ['Hectares', 'ha'], ['Square Inches', 'in²'], ['Square Yards', 'yd²']],
  speed: [['Kilometers per Hour', 'km/h'], ['Miles per Hour', 'mph'], ['Meters per Second', 'm/s'], ['Knots', 'kn'], ['Feet per Second', 'ft/s'], ['Mach', 'Ma']],
  time: [['Seconds', 's'], ['Minutes', 'min'], ['Hours', 'h'], ['Days', 'd'], ['Weeks', 'wk'], ['Months', 'mo'], ['Years', 'yr'], ['Milliseconds', 'ms']],
  data: [['Bits', 'bit'], ['Bytes', 'B'], ['Kilobytes', 'KB'], ['Megabytes', 'MB'], ['Gigabytes', 'GB'], ['Terabytes', 'TB'], ['Kibibytes', 'KiB'], ['Mebibytes', 'MiB'], ['Gibibytes', 'GiB']],
  energy: [['Joules', 'J'], ['Kilojoules', 'kJ'], ['Calories', 'cal'], ['Kilocalories', 'kcal'], ['Kilowatt Hours', 'kWh'], ['BTU', 'BTU'], ['Electronvolts', 'eV']],
  pressure: [['Pascals', 'Pa'], ['Bar', 'bar'], ['PSI', 'psi'], ['Atmospheres', 'atm'], ['Millimeters of Mercury', 'mmHg'], ['Kilopascals', 'kPa']],
  power: [['Watts', 'W'], ['Kilowatts', 'kW'], ['Horsepower', 'hp'], ['BTU per Hour', 'BTU/h']],
  angle: [['Degrees', '°'], ['Radians', 'rad'], ['Gradians', 'grad'], ['Arcminutes', 'arcmin']],
  frequency: [['Hertz', 'Hz'], ['Kilohertz', 'kHz'], ['Megahertz', 'MHz'], ['Gigahertz', 'GHz'], ['RPM', 'rpm']],
  'fuel economy': [['Miles per Gallon', 'mpg'], ['Liters per 100 km', 'L/100km'], ['Kilometers per Liter', 'km/L']],
  torque: [['Newton Meters', 'N·m'], ['Foot Pounds', 'ft·lb'], ['Inch Pounds', 'in·lb']],
});

const UNIT_TEXT = [
  'Convert {a} to {b} ({sa} to {sb}) with the formula shown and a table of common values.',
  '{A} to {B}: type a number in either box and get the {quantity} in the other at once.',
  'A quick {quantity} converter from {a} to {b}, with rounding you choose and a copy button.',
];

const DATA_FORMATS = ['CSV', 'JSON', 'XML', 'YAML', 'TOML', 'INI', 'Markdown', 'HTML', 'SQL', 'Excel', 'TSV', 'JSON Lines', 'Parquet', 'Avro', 'MessagePack', 'BSON', 'Protobuf', 'GraphQL', 'LaTeX', 'Plain Text', 'PHP Array', 'Python Dict', 'JavaScript Object', 'Properties', 'HCL', 'XLSX'];

const DATA_TEXT = [
  'Convert {A} to {B} in your browser: paste or drop a file, check the preview, download the result.',
  'Turn {A} data into {B}, keeping nested fields and types; nothing is uploaded.',
  'A {A} to {B} converter with options for headers, indentation and character encoding.',
];

const IMAGE_FORMATS = ['PNG', 'JPG', 'WebP', 'GIF', 'BMP', 'TIFF', 'AVIF', 'HEIC', 'SVG', 'ICO', 'PSD', 'TGA', 'JPEG XL'];

const IMAGE_TEXT = [
  'Convert {A} images to {B} in bulk, with quality and size settings, right in your browser.',
  'Change {A} pictures into {B} files without uploading them; transparency kept where {B} allows.',
  'Drop {A} files and download them as {B}, one by one or as a ZIP.',
];

const DOCUMENT_FORMATS = ['PDF', 'Word', 'ODT', 'RTF', 'TXT', 'EPUB', 'MOBI', 'HTML', 'Markdown', 'PowerPoint', 'Excel', 'Pages', 'XPS', 'JPG'];

const DOCUMENT_TEXT = [
  'Convert {A} documents to {B}, keeping headings, lists and tables where {B} can hold them.',
  'Turn a {A} file into {B} in your browser; the file never leaves your device.',
  'A {A} to {B} converter for reports, letters and e-books, with page size and margin options.',
];

const AUDIO_FORMATS = ['MP3', 'WAV', 'FLAC', 'AAC', 'OGG', 'M4A', 'WMA', 'AIFF', 'Opus', 'MIDI'];
const VIDEO_FORMATS = ['MP4', 'MOV', 'AVI', 'MKV', 'WebM', 'GIF', 'FLV', 'WMV', '3GP'];

const MEDIA_TEXT = [
  'Convert {A} to {B} in your browser, with bitrate and trimming options.',
  'Change {A} files into {B} without installing anything; batches welcome.',
];

const COLOR_FORMATS = ['HEX', 'RGB', 'HSL', 'HSV', 'CMYK', 'LAB', 'RGBA', 'HWB', 'OKLCH', 'Pantone', 'RAL', 'XYZ'];

const NUMBER_SYSTEMS = ['Binary', 'Decimal', 'Hexadecimal', 'Octal', 'Roman Numerals', 'Words', 'Scientific Notation', 'Base 36', 'BCD', 'Gray Code'];

const INGREDIENTS = ['Flour', 'Sugar', 'Brown Sugar', 'Butter', 'Rice', 'Oats', 'Honey', 'Milk', 'Cocoa Powder', 'Salt', 'Yeast', 'Water', 'Olive Oil', 'Almond Flour', 'Powdered Sugar', 'Cornstarch', 'Cream Cheese', 'Chocolate Chips', 'Peanut Butter', 'Parmesan'];
const KITCHEN_UNITS = /** @type {const} */ ([['Cups', 'Grams'], ['Grams', 'Cups'], ['Tablespoons', 'Grams'], ['Ounces', 'Cups'], ['Grams', 'Tablespoons'], ['Sticks', 'Grams']]);

/** @type {Family[]} */
export const CONVERTER_FAMILIES = [
  {
    id: 'currency',
    category: { id: 'currency-converters', name: 'Currency Converters', remote: 'calculators-converters', icon: '💱', description: 'Exchange rates between the world’s currencies.' },
    module: './unit-converter',
    icon: '💱',
    ideas: (random) =>
      orderedPairs(CURRENCIES).map(([[A, a], [B, b]]) => ({
        name: `${A} to ${B} Converter`,
        description: fill(pick(random, CURRENCY_TEXT), { A, B, a, b }),
        keywords: keywords([A, B, a, b, `${A} ${B}`, 'exchange rate', 'currency', pick(random, ['forex', 'money', 'travel money'])]),
      })),
  },
  {
    id: 'time-zones',
    category: { id: 'time-zone-converters', name: 'Time Zone Converters', remote: 'developer-tools', icon: '🕒', description: 'What time it is there, and when to meet.' },
    module: './timestamp-converter',
    icon: '🕒',
    ideas: (random) =>
      orderedPairs(CITIES).map(([[a, za], [b, zb]]) => ({
        name: `${a} to ${b} Time Converter`,
        description: fill(pick(random, TIME_TEXT), { a, b, za, zb }),
        keywords: keywords([a, b, za, zb, 'time zone', 'time difference', pick(random, ['meeting planner', 'world clock', 'local time'])]),
      })),
  },
  {
    id: 'units',
    category: { id: 'unit-converters', name: 'Unit Converters', remote: 'calculators-converters', icon: '📏', description: 'Length, weight, volume and every other measure.' },
    module: './unit-converter',
    icon: '📏',
    ideas: (random) =>
      Object.entries(UNITS).flatMap(([quantity, units]) =>
        orderedPairs(units).map(([[A, sa], [B, sb]]) => ({
          name: `${A} to ${B} Converter`,
          description: fill(pick(random, UNIT_TEXT), { A, B, a: A.toLowerCase(), b: B.toLowerCase(), sa, sb, quantity }),
          keywords: keywords([A, B, sa, sb, `${sa} to ${sb}`, quantity, 'unit converter', pick(random, ['metric', 'imperial', 'conversion'])]),
        })),
      ),
  },
  {
    id: 'data-formats',
    category: { id: 'data-converters', name: 'Data Converters', remote: 'developer-tools', icon: '🔄', description: 'Move data between file formats without uploading it.' },
    module: './json-formatter',
    icon: '🔄',
    ideas: (random) =>
      orderedPairs(DATA_FORMATS).map(([A, B]) => ({
        name: `${A} to ${B} Converter`,
        description: fill(pick(random, DATA_TEXT), { A, B }),
        keywords: keywords([A, B, `${A} to ${B}`, 'convert', 'data', pick(random, ['developer', 'spreadsheet', 'export', 'import'])]),
      })),
  },
  {
    id: 'image-formats',
    category: 'photo-image-tools',
    module: './image-converter',
    icon: '🖼️',
    ideas: (random) =>
      orderedPairs(IMAGE_FORMATS).map(([A, B]) => ({
        name: `${A} to ${B} Converter`,
        description: fill(pick(random, IMAGE_TEXT), { A, B }),
        keywords: keywords([A, B, `${A} to ${B}`, 'image', 'photo', 'convert', pick(random, ['picture', 'batch', 'format'])]),
      })),
  },
  {
    id: 'document-formats',
    category: 'document-tools',
    module: './pdf-to-word',
    icon: '📄',
    ideas: (random) =>
      orderedPairs(DOCUMENT_FORMATS).map(([A, B]) => ({
        name: `${A} to ${B}`,
        description: fill(pick(random, DOCUMENT_TEXT), { A, B }),
        keywords: keywords([A, B, `${A} to ${B}`, 'document', 'convert', pick(random, ['file', 'office', 'ebook'])]),
        module: A === 'PDF' ? './pdf-to-word' : './word-to-pdf',
      })),
  },
  {
    id: 'media-formats',
    // No remote has audio or video tools yet: listed, as real catalogues do, as coming soon.
    category: { id: 'audio-video-converters', name: 'Audio & Video Converters', remote: 'photo-image-tools', icon: '🎬', description: 'Sound and video files in the format you need.' },
    module: './image-converter',
    icon: '🎬',
    comingSoon: 1,
    ideas: (random) =>
      [...orderedPairs(AUDIO_FORMATS), ...orderedPairs(VIDEO_FORMATS)].map(([A, B]) => ({
        name: `${A} to ${B} Converter`,
        description: fill(pick(random, MEDIA_TEXT), { A, B }),
        keywords: keywords([A, B, `${A} to ${B}`, AUDIO_FORMATS.includes(A) ? 'audio' : 'video', 'convert', 'media']),
        icon: AUDIO_FORMATS.includes(A) ? '🎵' : '🎬',
      })),
  },
  {
    id: 'color-formats',
    category: 'photo-image-tools',
    module: './color-picker',
    icon: '🎨',
    ideas: (random) =>
      orderedPairs(COLOR_FORMATS).map(([A, B]) => ({
        name: `${A} to ${B} Color Converter`,
        description: `Convert ${A} colour values to ${B} with a live swatch${pick(random, ['', ', contrast check', ' and CSS output'])}.`,
        keywords: keywords([A, B, `${A} to ${B}`, 'color', 'colour', 'css', 'design']),
      })),
  },
  {
    id: 'number-systems',
    category: { id: 'number-converters', name: 'Number Converters', remote: 'developer-tools', icon: '🔢', description: 'Binary, hex, Roman numerals and more.' },
    module: './base64-converter',
    icon: '🔢',
    ideas: (random) =>
      orderedPairs(NUMBER_SYSTEMS).map(([A, B]) => ({
        name: `${A} to ${B} Converter`,
        description: `Convert numbers from ${A.toLowerCase()} to ${B.toLowerCase()}${pick(random, [', with each step explained', ' for whole lists at once', ', big numbers included'])}.`,
        keywords: keywords([A, B, `${A} to ${B}`, 'number', 'base', 'math']),
      })),
  },
  {
    id: 'kitchen',
    category: { id: 'cooking-converters', name: 'Cooking Converters', remote: 'calculators-converters', icon: '🍳', description: 'Recipe amounts in the units your kitchen has.' },
    module: './unit-converter',
    icon: '🍳',
    ideas: (random) =>
      INGREDIENTS.flatMap((ingredient) =>
        KITCHEN_UNITS.map(([from, to]) => ({
          name: `${ingredient} ${from} to ${to}`,
          description: `How many ${to.toLowerCase()} of ${ingredient.toLowerCase()} in ${from.toLowerCase()}, by the ingredient’s own density${pick(random, ['.', ', for baking that works.', ', with a printable chart.'])}`,
          keywords: keywords([ingredient, from, to, `${from} to ${to}`, 'baking', 'recipe', 'cooking']),
        })),
      ),
  },
];
