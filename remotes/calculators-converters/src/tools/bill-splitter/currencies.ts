export interface Currency {
  code: string;
  name: string;
  /** Digits of the minor unit (ISO 4217): 2 for cents, 0 for yen, 3 for fils. */
  decimals: number;
}

export const CURRENCIES: readonly Currency[] = [
  { code: 'USD', name: 'US dollar', decimals: 2 },
  { code: 'EUR', name: 'Euro', decimals: 2 },
  { code: 'GBP', name: 'Pound sterling', decimals: 2 },
  { code: 'JPY', name: 'Japanese yen', decimals: 0 },
  { code: 'INR', name: 'Indian rupee', decimals: 2 },
  { code: 'CAD', name: 'Canadian dollar', decimals: 2 },
  { code: 'AUD', name: 'Australian dollar', decimals: 2 },
  { code: 'NZD', name: 'New Zealand dollar', decimals: 2 },
  { code: 'CHF', name: 'Swiss franc', decimals: 2 },
  { code: 'CNY', name: 'Chinese yuan', decimals: 2 },
  { code: 'HKD', name: 'Hong Kong dollar', decimals: 2 },
  { code: 'SGD', name: 'Singapore dollar', decimals: 2 },
  { code: 'KRW', name: 'South Korean won', decimals: 0 },
  { code: 'SEK', name: 'Swedish krona', decimals: 2 },
  { code: 'NOK', name: 'Norwegian krone', decimals: 2 },
  { code: 'DKK', name: 'Danish krone', decimals: 2 },
  { code: 'PLN', name: 'Polish złoty', decimals: 2 },
  { code: 'CZK', name: 'Czech koruna', decimals: 2 },
  { code: 'MXN', name: 'Mexican peso', decimals: 2 },
  { code: 'BRL', name: 'Brazilian real', decimals: 2 },
  { code: 'ZAR', name: 'South African rand', decimals: 2 },
  { code: 'TRY', name: 'Turkish lira', decimals: 2 },
  { code: 'ILS', name: 'Israeli new shekel', decimals: 2 },
  { code: 'AED', name: 'UAE dirham', decimals: 2 },
  { code: 'THB', name: 'Thai baht', decimals: 2 },
  { code: 'PHP', name: 'Philippine peso', decimals: 2 },
  { code: 'VND', name: 'Vietnamese đồng', decimals: 0 },
  { code: 'CLP', name: 'Chilean peso', decimals: 0 },
  { code: 'ISK', name: 'Icelandic króna', decimals: 0 },
  { code: 'KWD', name: 'Kuwaiti dinar', decimals: 3 },
  { code: 'BHD', name: 'Bahraini dinar', decimals: 3 },
];

export const DEFAULT_CURRENCY = CURRENCIES[0]!;

/** An unknown code (e.g. edited into a shared link) falls back to the default currency. */
export function currencyFor(code: string): Currency {
  const upper = code.trim().toUpperCase();
  return CURRENCIES.find((currency) => currency.code === upper) ?? DEFAULT_CURRENCY;
}
