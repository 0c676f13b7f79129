/**
 * A card number checked the way a payment form should: its characters, the brand its first digits (IIN)
 * belong to, the lengths that brand issues, and the Luhn check digit; then the number grouped as the brand
 * prints it, and the expiry date and security code beside it.
 */
import type { Check } from '../../lib/validation';
import { brandOf, type CardBrand } from './brands';
import { luhnCheckDigit, luhnValid } from './luhn';
import { testNumberOf } from './test-numbers';

export { luhnCheckDigit, luhnValid };

/**
 * A made-up Visa number (its digits run 1 to 9), as printed: the Load Sample value. It passes every check and
 * is on no provider's list of test numbers, so the sample shows the tool succeeding, with no warning.
 */
export const SAMPLE_INPUT = '4929 1234 5678 9015';
/** The sample's expiry date: December, three years on from now, so the sample never expires. */
export function sampleExpiry(now: Month): string {
  return `12/${now.year + 3}`;
}
export const SAMPLE_CVC = '123';

/**
 * The "Broken example": Stripe's Visa test number (a warning: it never pays for anything), a date that has
 * passed and a security code one digit short.
 */
export const BROKEN_SAMPLE = { input: '4242 4242 4242 4242', expiry: '01/2020', cvc: '12' } as const;

/** ISO/IEC 7812: a card number (PAN) has 8 to 19 digits; payment cards in use have at least 12. */
const MIN_DIGITS = 12;
const MAX_DIGITS = 19;
/** Further ahead than this an expiry date is more likely a typo than a card: cards are issued for 3 to 5 years. */
const FAR_AHEAD_YEARS = 10;

export interface CardParts {
  /** The digits alone. */
  digits: string;
  /** Where each digit is in the text as typed, so a problem can be marked there. */
  at: number[];
}

/** The digits of a number typed with spaces or dashes, or the place of the first other character. */
export function cardDigits(value: string): CardParts | { bad: number } {
  const at: number[] = [];
  let digits = '';
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index]!;
    if (char >= '0' && char <= '9') {
      digits += char;
      at.push(index);
    } else if (char !== ' ' && char !== '-' && char !== '\t' && char !== '\u00a0') return { bad: index };
  }
  return { digits, at };
}

/** The digits of a formatted number: spaces and dashes dropped. */
export function parseCardNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * The number as the brand prints it: Amex 4-6-5, 14-digit Diners 4-6-4, others in fours (a 19-digit card
 * 4-4-4-4-3). The brand's gaps hold for its own lengths; past the last gap the digits go on in fours.
 */
export function groupCardNumber(digits: string, brand: CardBrand | null): string {
  const gaps = brand && !(brand.gaps.length === 2 && digits.length > 15) ? [...brand.gaps] : [4, 8, 12];
  let last = gaps[gaps.length - 1] ?? 0;
  while (gaps.length > 0 && last + 4 < digits.length && gaps.every((gap, index) => gap === (index + 1) * 4)) {
    last += 4;
    gaps.push(last);
  }
  const groups: string[] = [];
  let start = 0;
  for (const gap of gaps) {
    if (gap >= digits.length) break;
    groups.push(digits.slice(start, gap));
    start = gap;
  }
  groups.push(digits.slice(start));
  return groups.filter((group) => group !== '').join(' ');
}

/** "16", "16 or 19", "16, 18 or 19". */
function orList(values: readonly number[]): string {
  const words = values.map(String);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

export interface LuhnResult {
  valid: boolean;
  /** The last digit as typed. */
  checkDigit: number;
  /** The last digit that would make the number pass. */
  expected: number;
}

export type ExpiryState = 'valid' | 'this-month' | 'expired' | 'far-ahead' | 'malformed';

export interface ExpiryResult {
  state: ExpiryState;
  /** The card works until the end of this month ("12/2034"), when the text could be read. */
  month?: string;
  reason: string;
}

export interface CvcResult {
  valid: boolean;
  reason: string;
}

export interface CardAnalysis {
  check: Check;
  digits: string;
  brand: CardBrand | null;
  /** The number grouped as the brand prints it. */
  grouped: string;
  luhn: LuhnResult | null;
  /** A payment provider's published test number, with its provider and label. */
  testNumber: string | null;
  expiry: ExpiryResult | null;
  cvc: CvcResult | null;
}

export interface CardOptions {
  /** The expiry date as typed (MM/YY or MM/YYYY); '' for none. */
  expiry: string;
  /** The security code as typed; '' for none. */
  cvc: string;
}

/** "now", as the calendar month the check is made in: tests pass a fixed one, the screen the clock's. */
export interface Month {
  year: number;
  /** 1 to 12. */
  month: number;
}

export function monthOf(time: number): Month {
  const date = new Date(time);
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

const EXPIRY = /^(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})$/;
const EXPIRY_PACKED = /^(\d{2})(\d{2}|\d{4})$/;

/** An expiry date: cards work until the end of the month printed on them. */
export function checkExpiry(text: string, now: Month): ExpiryResult {
  const trimmed = text.trim();
  const match = EXPIRY.exec(trimmed) ?? EXPIRY_PACKED.exec(trimmed);
  if (!match) {
    return {
      state: 'malformed',
      reason: `"${trimmed}" is not an expiry date: write the month and year as MM/YY or MM/YYYY, as on the card (12/34).`,
    };
  }
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) {
    return { state: 'malformed', reason: `The month is ${match[1]}: it must be 01 to 12.` };
  }
  const shown = `${String(month).padStart(2, '0')}/${year}`;
  const monthsLeft = (year - now.year) * 12 + (month - now.month);
  if (monthsLeft < 0) {
    const ago = -monthsLeft;
    return {
      state: 'expired',
      month: shown,
      reason: `Expired: the card worked until the end of ${shown}, ${ago === 1 ? '1 month' : `${ago} months`} ago.`,
    };
  }
  if (monthsLeft === 0) {
    return { state: 'this-month', month: shown, reason: `Expires at the end of this month (${shown}).` };
  }
  if (year - now.year > FAR_AHEAD_YEARS) {
    return {
      state: 'far-ahead',
      month: shown,
      reason: `Expires ${shown}, ${year - now.year} years ahead: cards are issued for about 3 to 5 years, so the year may be mistyped.`,
    };
  }
  return {
    state: 'valid',
    month: shown,
    reason: `Valid until the end of ${shown} (${monthsLeft === 1 ? '1 month' : `${monthsLeft} months`} from now).`,
  };
}

/** The security code against the brand's: its name and number of digits. */
export function checkCvc(text: string, brand: CardBrand | null): CvcResult {
  const code = text.trim();
  const name = brand?.code.name ?? 'security code';
  if (!/^\d+$/.test(code)) return { valid: false, reason: `The ${name} holds digits only.` };
  if (!brand) {
    return code.length === 3 || code.length === 4
      ? { valid: true, reason: `${code.length} digits: cards have 3 (4 for American Express).` }
      : { valid: false, reason: `Security codes have 3 or 4 digits; this has ${code.length}.` };
  }
  if (brand.code.size === 0) return { valid: false, reason: `${brand.name} cards have no security code.` };
  return code.length === brand.code.size
    ? { valid: true, reason: `${brand.name} cards have a ${brand.code.size}-digit ${name}.` }
    : {
        valid: false,
        reason: `${brand.name} cards have a ${brand.code.size}-digit ${name}; this has ${code.length} digits.`,
      };
}

function numberCheck(value: string): Omit<CardAnalysis, 'expiry' | 'cvc'> {
  const parts = cardDigits(value);
  const none = { digits: '', brand: null, grouped: '', luhn: null, testNumber: null };
  if ('bad' in parts) {
    const char = Array.from(value.slice(parts.bad))[0]!;
    return {
      ...none,
      check: {
        verdict: 'invalid',
        reason: `"${char}" is not a digit: a card number holds digits only, with spaces or dashes between the groups.`,
        position: parts.bad,
      },
    };
  }
  const { digits, at } = parts;
  if (digits === '') {
    return { ...none, check: { verdict: 'invalid', reason: 'There are no digits: type the card number.' } };
  }
  const brand = brandOf(digits);
  const grouped = groupCardNumber(digits, brand);
  const luhn: LuhnResult = {
    valid: luhnValid(digits),
    checkDigit: Number(digits[digits.length - 1]),
    expected: luhnCheckDigit(digits.slice(0, -1)),
  };
  const testNumber = testNumberOf(digits);
  const result = { digits, brand, grouped, luhn, testNumber };
  const lastAt = at[at.length - 1]!;
  const details = brand?.name ?? 'Unknown brand';

  const allowed = brand ? brand.lengths : null;
  if (allowed && !allowed.includes(digits.length)) {
    const longest = Math.max(...allowed);
    return {
      ...result,
      check: {
        verdict: 'invalid',
        reason: `${brand!.name} numbers have ${orList(allowed)} digits; this has ${digits.length}.`,
        position: digits.length > longest ? at[longest] : value.length,
        details,
      },
    };
  }
  if (!allowed && (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS)) {
    return {
      ...result,
      check: {
        verdict: 'invalid',
        reason: `Card numbers have ${MIN_DIGITS} to ${MAX_DIGITS} digits; this has ${digits.length}.`,
        position: digits.length > MAX_DIGITS ? at[MAX_DIGITS] : value.length,
        details,
      },
    };
  }
  if (!luhn.valid) {
    const reason = `The Luhn check fails: the check digit (the last) is ${luhn.checkDigit}; for these digits it should be ${luhn.expected}. A digit may be mistyped or two swapped.`;
    // UnionPay issued numbers without a Luhn digit for years; card-validator skips the check for them too.
    if (brand?.id === 'unionpay') {
      return {
        ...result,
        check: {
          verdict: 'warning',
          reason: `${reason} Some UnionPay cards carry no Luhn digit, so this may still be a real UnionPay number.`,
          position: lastAt,
          details,
        },
      };
    }
    return { ...result, check: { verdict: 'invalid', reason, position: lastAt, details } };
  }
  if (!brand) {
    return {
      ...result,
      check: {
        verdict: 'warning',
        reason: `The Luhn check passes, but the first digits (${digits.slice(0, 6)}) belong to no card brand this tool knows.`,
        position: at[0],
        details,
      },
    };
  }
  if (testNumber) {
    return {
      ...result,
      check: {
        verdict: 'warning',
        reason: `A valid ${brand.name} number, and a published test number (${testNumber}): it works only in test mode, never for a real payment.`,
        details,
      },
    };
  }
  return {
    ...result,
    check: {
      verdict: 'valid',
      reason: `A valid ${brand.name} number: ${digits.length} digits, and the Luhn check digit ${luhn.checkDigit} is right.`,
      details,
    },
  };
}

/** Everything the screen shows of a card number, its expiry date and its security code. */
export function analyseCard(value: string, options: CardOptions, now: Month): CardAnalysis {
  const number = numberCheck(value);
  return {
    ...number,
    expiry: options.expiry.trim() === '' ? null : checkExpiry(options.expiry, now),
    cvc: options.cvc.trim() === '' ? null : checkCvc(options.cvc, number.brand),
  };
}

/** The verdict on a card number alone: the batch mode's check. */
export function checkCard(value: string): Check {
  return numberCheck(value).check;
}
