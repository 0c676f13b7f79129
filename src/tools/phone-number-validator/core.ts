/**
 * Phone numbers read with libphonenumber-js and its full ("max") metadata: only the full metadata knows each
 * country's number ranges, so only it can tell a valid number from one that merely has a possible length,
 * and say what type of line a number is.
 */
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberWithError,
  ParseError,
  validatePhoneNumberLength,
  type CountryCode,
  type NumberType,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { checkBatch, type BatchOptions, type Check } from '../../lib/validation';

export interface PhoneOptions {
  /** The country a number without a leading + is read in (ISO 3166 alpha-2); '' for none. */
  country: string;
}

/** A number that comes out of the parser, in every form a user may want to copy. */
export interface PhoneDetails {
  e164: string;
  international: string;
  national: string;
  /** RFC 3966 `tel:` URI, with `;ext=` when the number has an extension. */
  uri: string;
  callingCode: string;
  /**
   * The country the number belongs to; undefined for a non-geographic number (+800, +882...), and for a number
   * whose calling code several countries share (+1, +7, +44) when the number does not tell which.
   */
  country?: string;
  countryName: string;
  /** Why the country is not named, when the calling code is shared: which countries it could be. */
  countryNote?: string;
  flag: string;
  nationalNumber: string;
  extension?: string;
  possible: boolean;
  valid: boolean;
  /** libphonenumber's type, when the number is valid. */
  type?: NumberType;
  typeLabel: string;
}

export interface PhoneAnalysis {
  check: Check;
  details?: PhoneDetails;
}

export const SAMPLE_INPUT = '+44 20 7946 0958';

/** What each type means, in plain words. */
export const TYPE_LABELS: Readonly<Record<NumberType & string, string>> = {
  MOBILE: 'Mobile',
  FIXED_LINE: 'Fixed line (landline)',
  FIXED_LINE_OR_MOBILE: 'Fixed line or mobile (the country’s numbers do not tell them apart)',
  TOLL_FREE: 'Toll-free (free to call)',
  PREMIUM_RATE: 'Premium rate (costly to call)',
  SHARED_COST: 'Shared cost',
  VOIP: 'VoIP (internet telephony)',
  PERSONAL_NUMBER: 'Personal number (forwards to another line)',
  PAGER: 'Pager',
  UAN: 'UAN (a company’s universal access number)',
  VOICEMAIL: 'Voicemail access',
};

/** The type as it reads inside a sentence ("a valid … number"). */
const TYPE_WORDS: Readonly<Record<NumberType & string, string>> = {
  MOBILE: 'mobile',
  FIXED_LINE: 'fixed line',
  FIXED_LINE_OR_MOBILE: 'fixed line or mobile',
  TOLL_FREE: 'toll-free',
  PREMIUM_RATE: 'premium rate',
  SHARED_COST: 'shared cost',
  VOIP: 'VoIP',
  PERSONAL_NUMBER: 'personal',
  PAGER: 'pager',
  UAN: 'UAN',
  VOICEMAIL: 'voicemail',
};

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** A country's English name ("United Kingdom"); the code itself where Intl has no name for it. */
export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The flag emoji of a two-letter region code: its letters as regional indicator symbols. */
export function flagEmoji(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export interface CountryChoice {
  code: string;
  name: string;
  callingCode: string;
}

/** Every country the metadata knows, by English name. */
export function countryChoices(): CountryChoice[] {
  return getCountries()
    .map((code) => ({ code, name: countryName(code), callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** The region of a locale tag ("en-GB" → GB; "en" → US, its likely region), when the metadata knows it. */
export function countryFromLocale(locale: string | undefined): string {
  if (!locale) return '';
  try {
    const region = new Intl.Locale(locale).maximize().region ?? '';
    return isSupportedCountry(region) ? region : '';
  } catch {
    return '';
  }
}

const asCountry = (country: string): CountryCode | undefined =>
  isSupportedCountry(country) ? (country as CountryCode) : undefined;

/** Where a national number's digits sit in the text the user typed. */
function digitPositions(value: string): number[] {
  const positions: number[] = [];
  for (let index = 0; index < value.length; index += 1) if (/\d/.test(value[index]!)) positions.push(index);
  return positions;
}

/** The first character that cannot be in a phone number (a letter outside an extension, a symbol). */
function firstStrayCharacter(value: string): number | undefined {
  // An extension ("ext. 12", "x12", "#12") is part of a number: only what comes before it is looked at.
  const extension = /\s*(?:e?xt(?:ension|n)?\.?|x|#|доб\.?|anexo)\s*\d+\s*$/i.exec(value);
  const body = extension ? value.slice(0, extension.index) : value;
  const index = body.search(/[^\d\s+()\-./\u2010-\u2015\u2212\uFF0B\uFF10-\uFF19\u00A0[\]~]/);
  return index === -1 ? undefined : index;
}

/** The first digit that makes the number too long for its country, found by growing the number digit by digit. */
function firstExtraDigit(value: string, country: CountryCode | undefined): number | undefined {
  for (const position of digitPositions(value)) {
    if (validatePhoneNumberLength(value.slice(0, position + 1), country) === 'TOO_LONG') return position;
  }
  return undefined;
}

function failure(reason: string, position?: number): PhoneAnalysis {
  return { check: { verdict: 'invalid', reason, position } };
}

/** The number as far as it is typed, formatted as the country writes it (libphonenumber's AsYouType). */
export function formatAsYouType(value: string, country: string): string {
  return new AsYouType(asCountry(country)).input(value.trim());
}

/** A parse error's code said in plain words, with where it is. */
function parseFailure(value: string, code: string, country: CountryCode | undefined): PhoneAnalysis {
  switch (code) {
    case 'INVALID_COUNTRY':
      return value.trim().startsWith('+')
        ? failure('No country has this calling code: the digits after + name no country.', value.indexOf('+') + 1)
        : failure(
            'No country: the number does not start with + and a calling code, and no default country is chosen.',
            0,
          );
    case 'TOO_SHORT':
      return failure('Too short: there are too few digits for a phone number.');
    case 'TOO_LONG':
      return failure('Too long: there are more digits than any phone number has.', firstExtraDigit(value, country));
    case 'NOT_A_NUMBER':
    default:
      return failure(
        'Not a phone number: it needs at least a few digits, and only digits, spaces, + ( ) - . / and an extension.',
        firstStrayCharacter(value),
      );
  }
}

/** A length check's result in plain words, for a number that parsed but is not possible. */
function lengthReason(
  result: ReturnType<typeof validatePhoneNumberLength>,
  where: string,
  digits: number,
): string | undefined {
  switch (result) {
    case 'TOO_SHORT':
      return `Too short: ${where} numbers have more digits than this one's ${digits}.`;
    case 'TOO_LONG':
      return `Too long: ${where} numbers have fewer digits than this one's ${digits}.`;
    case 'INVALID_LENGTH':
      return `No ${where} number has ${digits} digits: the length falls between the lengths the country uses.`;
    case 'INVALID_COUNTRY':
      return 'No country has this calling code.';
    case 'NOT_A_NUMBER':
      return 'Not a phone number.';
    default:
      return undefined;
  }
}

/** The countries of each calling code that more than one country uses, found once. */
let sharedCallingCodes: Map<string, CountryCode[]> | null = null;

/** The countries sharing `callingCode` (+1: the NANP's), none for a code of one country or none (+800). */
function countriesSharing(callingCode: string): CountryCode[] {
  if (!sharedCallingCodes) {
    sharedCallingCodes = new Map();
    for (const code of getCountries()) {
      const calling = getCountryCallingCode(code);
      sharedCallingCodes.set(calling, [...(sharedCallingCodes.get(calling) ?? []), code]);
    }
  }
  const countries = sharedCallingCodes.get(callingCode) ?? [];
  return countries.length > 1 ? countries : [];
}

/** "Kazakhstan or Russia" (beside +1, which is named apart, no code is shared by more than four). */
function eitherOf(names: readonly string[]): string {
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}`;
}

/**
 * The name and note for a number whose calling code several countries share, when libphonenumber cannot tell
 * which from its digits (too few of them, or a range no country of the code has): +1 is North America's,
 * never "non-geographic".
 */
function sharedCodeCountry(number: PhoneNumber, countries: readonly CountryCode[]) {
  const why =
    validatePhoneNumberLength(number.number) === 'TOO_SHORT' ? 'from a number this short' : 'from this number';
  if (number.countryCallingCode === '1')
    return {
      countryName: 'North America (NANP)',
      countryNote: `The ${countries.length} countries of the North American Numbering Plan share +1; which one cannot be told ${why}.`,
    };
  const names = countries.map(countryName).sort((a, b) => a.localeCompare(b, 'en'));
  return {
    countryName: eitherOf(names),
    countryNote: `${names.length} countries share +${number.countryCallingCode}; which one cannot be told ${why}.`,
  };
}

function detailsOf(number: PhoneNumber): PhoneDetails {
  const valid = number.isValid();
  const type = valid ? number.getType() : undefined;
  const country = number.country;
  const sharing = country ? [] : countriesSharing(number.countryCallingCode);
  return {
    e164: number.format('E.164'),
    international: number.formatInternational(),
    national: number.formatNational(),
    uri: number.getURI(),
    callingCode: `+${number.countryCallingCode}`,
    country,
    ...(country
      ? { countryName: countryName(country) }
      : sharing.length > 0
        ? sharedCodeCountry(number, sharing)
        : { countryName: 'International (non-geographic)' }),
    // The globe showing the Americas for the NANP; the plain globe for other shared or non-geographic codes.
    flag: country ? flagEmoji(country) : number.countryCallingCode === '1' ? '🌎' : '🌐',
    nationalNumber: number.nationalNumber,
    extension: number.ext,
    possible: number.isPossible(),
    valid,
    type,
    typeLabel: type ? TYPE_LABELS[type] : valid ? 'Unknown type' : 'None (not a valid number)',
  };
}

/** Everything the screen shows of one number: the verdict, the country, the type and every format. */
export function analysePhone(value: string, { country }: PhoneOptions): PhoneAnalysis {
  const defaultCountry = asCountry(country);
  const text = value.trim();
  if (text === '') return failure('Enter a phone number.');
  let number: PhoneNumber;
  try {
    number = parsePhoneNumberWithError(text, { defaultCountry, extract: false });
  } catch (error) {
    return parseFailure(value, error instanceof ParseError ? error.message : 'NOT_A_NUMBER', defaultCountry);
  }
  const details = detailsOf(number);
  const where = details.country ? `${details.countryName} (${details.callingCode})` : details.callingCode;
  const digits = details.nationalNumber.length;
  const lead = value.length - value.trimStart().length;
  if (!details.possible) {
    const result = validatePhoneNumberLength(text, defaultCountry);
    const position = result === 'TOO_LONG' ? firstExtraDigit(text, defaultCountry) : undefined;
    return {
      check: {
        verdict: 'invalid',
        reason: lengthReason(result, where, digits) ?? `Not a possible ${where} number.`,
        position: position === undefined ? undefined : position + lead,
        details: where,
      },
      details,
    };
  }
  if (!details.valid) {
    return {
      check: {
        verdict: 'invalid',
        reason: `Possible but not valid: ${digits} digits is a length ${where} numbers have, but no ${where} number range starts like ${details.nationalNumber.slice(0, 4)}…, so it cannot be dialled.`,
        details: where,
      },
      details,
    };
  }
  const typeText = details.type ? TYPE_WORDS[details.type] : 'phone';
  const summary = `${where}, ${typeText}`;
  if (details.type === 'PREMIUM_RATE') {
    return {
      check: {
        verdict: 'warning',
        reason: `Valid ${where} number, but premium rate: calls to it cost far more than usual.`,
        details: summary,
      },
      details,
    };
  }
  return {
    check: { verdict: 'valid', reason: `Valid ${where} ${typeText} number.`, details: summary },
    details,
  };
}

/** The verdict alone, for the batch. */
export function checkPhone(value: string, options: PhoneOptions): Check {
  return analysePhone(value, options).check;
}

/** A list of numbers, each read with the default country. */
export function checkPhoneBatch(text: string, options: BatchOptions, country: string) {
  return checkBatch(text, options, (value) => checkPhone(value, { country }));
}
