/**
 * An IBAN checked the way a bank does (ISO 13616): its characters, the country code, the length and BBAN
 * structure that country registered, the ISO 7064 mod-97 check digits and, where ibantools knows it, the
 * national check inside the BBAN. A failure says exactly what is wrong and where; a valid IBAN is broken into
 * its bank code, branch code and account number, with its SEPA membership and both written forms. A BIC can
 * be checked beside it.
 */
import {
  countrySpecs,
  extractBIC,
  extractIBAN,
  friendlyFormatIBAN,
  isQRIBAN,
  isSEPACountry,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';
import type { Check } from '../../lib/validation';
import { checkDigitsFor, passesMod97 } from './mod97';

export { checkDigitsFor, passesMod97 };

/** The SWIFT registry's example IBAN for Germany, as printed. */
export const SAMPLE_INPUT = 'DE89 3704 0044 0532 0130 00';
/** Deutsche Bank Frankfurt's BIC, a registry example. */
export const SAMPLE_BIC = 'DEUTDEFFXXX';

/** The separators people write an IBAN with: spaces in print, dashes or dots sometimes. */
const SEPARATORS = new Set([' ', '-', '.', '\t', '\u00a0']);

/** The country's name in English; the code itself when the runtime has no name for it. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A BBAN structure part: how many characters of one class. */
export interface BbanPart {
  kind: 'digits' | 'letters' | 'alphanumeric';
  length: number;
}

const KINDS: Record<string, BbanPart['kind']> = { '0-9': 'digits', 'A-Z': 'letters', 'A-Z0-9': 'alphanumeric' };
const KIND_WORDS: Record<BbanPart['kind'], [one: string, many: string]> = {
  digits: ['digit', 'digits'],
  letters: ['capital letter', 'capital letters'],
  alphanumeric: ['letter or digit', 'letters or digits'],
};

/** The parts of ibantools' BBAN pattern (`^[0-9]{8}[A-Z0-9]{12}$` is 8 digits, then 12 letters or digits). */
export function bbanParts(pattern: string): BbanPart[] {
  return Array.from(pattern.matchAll(/\[([^\]]+)\]\{(\d+)\}/g), (match) => ({
    kind: KINDS[match[1]!] ?? 'alphanumeric',
    length: Number(match[2]),
  }));
}

/** "4 capital letters, then 14 digits". */
export function describeBban(parts: readonly BbanPart[]): string {
  return parts.map((part) => `${part.length} ${KIND_WORDS[part.kind][part.length === 1 ? 0 : 1]}`).join(', then ');
}

function fits(char: string, kind: BbanPart['kind']): boolean {
  if (kind === 'digits') return char >= '0' && char <= '9';
  if (kind === 'letters') return char >= 'A' && char <= 'Z';
  return (char >= '0' && char <= '9') || (char >= 'A' && char <= 'Z');
}

/** The IBAN in print form: groups of four. */
export function printFormat(electronic: string): string {
  return friendlyFormatIBAN(electronic) ?? electronic;
}

/** The IBAN in electronic form: no separators, capitals. */
export function electronicFormat(text: string): string {
  let result = '';
  for (const char of text.trim().replace(/^IBAN[:\s]*/i, '')) if (!SEPARATORS.has(char)) result += char;
  return result.toUpperCase();
}

interface Field {
  name: string;
  start: number;
  end: number;
}

/** Where the bank and branch codes sit in the country's BBAN (ibantools' inclusive index ranges). */
function bbanFields(code: string): Field[] {
  const spec = countrySpecs[code];
  const fields: Field[] = [];
  const range = (name: string, text: string | undefined) => {
    const match = text ? /^(\d+)-(\d+)$/.exec(text) : null;
    if (match) fields.push({ name, start: Number(match[1]), end: Number(match[2]) });
  };
  range('bank code', spec?.bank_identifier);
  range('branch code', spec?.branch_indentifier);
  return fields;
}

function fieldAt(code: string, index: number): string {
  return bbanFields(code).find((field) => index >= field.start && index <= field.end)?.name ?? 'account part';
}

export interface IbanAnalysis {
  check: Check;
  /** The IBAN without separators, in capitals; '' when there is nothing to show. */
  electronic: string;
  print: string;
  countryCode: string;
  country: string;
  /** The country's length and BBAN structure, when the country is known. */
  length: number | null;
  structure: string;
  checkDigits: string;
  /** The check digits the BBAN calls for, when it could be computed. */
  expectedCheckDigits: string;
  bank: string;
  branch: string;
  account: string;
  sepa: boolean;
  /** In the SWIFT IBAN registry (false: a format some banks use, e.g. in Africa, not registered). */
  registered: boolean;
}

function blank(check: Check, electronic = ''): IbanAnalysis {
  return {
    check,
    electronic,
    print: electronic ? printFormat(electronic) : '',
    countryCode: '',
    country: '',
    length: null,
    structure: '',
    checkDigits: '',
    expectedCheckDigits: '',
    bank: '',
    branch: '',
    account: '',
    sepa: false,
    registered: false,
  };
}

/** Where each character of the electronic form is in the text as typed (the "IBAN" prefix and separators skipped). */
function sourceIndexes(value: string): number[] {
  const prefix = /^\s*IBAN[:\s]*/i.exec(value)?.[0].length ?? 0;
  const indexes: number[] = [];
  for (let index = prefix; index < value.length; index += 1) if (!SEPARATORS.has(value[index]!)) indexes.push(index);
  return indexes;
}

/** Everything the screen shows of one IBAN, with its verdict. */
export function analyseIban(value: string): IbanAnalysis {
  const at = sourceIndexes(value);
  const iban = electronicFormat(value);
  const place = (index: number) => (index < at.length ? at[index]! : value.length);
  if (iban === '') return blank({ verdict: 'invalid', reason: 'There is nothing to check: type an IBAN.' });

  const bad = /[^A-Z0-9]/.exec(iban);
  if (bad) {
    return blank({
      verdict: 'invalid',
      reason: `"${bad[0]}" cannot be in an IBAN: it holds only letters A-Z and digits, with spaces between groups of four.`,
      position: place(bad.index),
    });
  }
  if (!/^[A-Z]{2}/.test(iban)) {
    const index = /^[A-Z]/.test(iban) ? 1 : 0;
    return blank(
      {
        verdict: 'invalid',
        reason: 'An IBAN starts with a two-letter country code (DE, FR, GB...).',
        position: place(index),
      },
      iban,
    );
  }
  const countryCode = iban.slice(0, 2);
  const spec = countrySpecs[countryCode];
  if (!spec?.chars || !spec.bban_regexp) {
    return blank(
      {
        verdict: 'invalid',
        reason: `Unknown country code ${countryCode}: no country issues IBANs starting with it.`,
        position: place(0),
      },
      iban,
    );
  }
  const country = countryName(countryCode);
  const parts = bbanParts(spec.bban_regexp);
  const bban = iban.slice(4);
  const checkDigits = iban.slice(2, 4);
  const registered = spec.IBANRegistry === true;
  const base: IbanAnalysis = {
    ...blank({ verdict: 'valid', reason: '' }, iban),
    countryCode,
    country,
    length: spec.chars,
    structure: `${countryCode}, 2 check digits, then ${describeBban(parts)}`,
    checkDigits,
    sepa: isSEPACountry(countryCode),
    registered,
  };
  const fail = (reason: string, position: number): IbanAnalysis => ({
    ...base,
    check: { verdict: 'invalid', reason, position: place(position), details: country },
  });

  const checkDigitsBad = /[^0-9]/.exec(checkDigits);
  if (checkDigitsBad || checkDigits.length < 2) {
    return fail(
      `The check digits (characters 3 and 4) are two digits; ${checkDigits.length < 2 ? 'they are missing' : `"${checkDigitsBad![0]}" is not one`}.`,
      2 + (checkDigitsBad?.index ?? checkDigits.length),
    );
  }
  if (iban.length !== spec.chars) {
    return fail(
      `${countryCode} IBANs have ${spec.chars} characters; this has ${iban.length}.`,
      iban.length > spec.chars ? spec.chars : iban.length,
    );
  }

  let offset = 0;
  for (const part of parts) {
    for (let index = offset; index < offset + part.length; index += 1) {
      const char = bban[index]!;
      if (fits(char, part.kind)) continue;
      return fail(
        `"${char}" does not fit the ${country} BBAN: its ${fieldAt(countryCode, index)} has ${KIND_WORDS[part.kind][1]} at this place (the BBAN is ${describeBban(parts)}).`,
        4 + index,
      );
    }
    offset += part.length;
  }

  const expected = checkDigitsFor(countryCode, bban);
  const withExpected = { ...base, expectedCheckDigits: expected };
  if (checkDigits !== expected) {
    const reason =
      checkDigits === '00' || checkDigits === '01' || checkDigits === '99'
        ? `The check digits ${checkDigits} are never valid (mod 97 gives 02 to 98); for this BBAN they should be ${expected}.`
        : `The mod-97 check fails: for this BBAN the check digits should be ${expected}, not ${checkDigits}. A character may be mistyped, or the check digits are wrong.`;
    return { ...withExpected, check: { verdict: 'invalid', reason, position: place(2), details: country } };
  }

  const extracted = extractIBAN(iban);
  const found = {
    ...withExpected,
    bank: extracted.bankIdentifier ?? '',
    branch: extracted.branchIdentifier ?? '',
    account: extracted.accountNumber ?? '',
  };
  const errors = validateIBAN(iban, { allowQRIBAN: true }).errorCodes;
  if (errors.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) {
    return {
      ...found,
      check: {
        verdict: 'invalid',
        reason: `The mod-97 check digits are right, but the national check digits inside the ${country} BBAN are not: the bank, branch or account number is wrong.`,
        position: place(4),
        details: country,
      },
    };
  }
  if (isQRIBAN(iban)) {
    return {
      ...found,
      check: {
        verdict: 'warning',
        reason: `A valid QR-IBAN (${country}): its bank code (IID 30000 to 31999) makes it usable only for QR-bill payments with a QR reference, not for ordinary transfers.`,
        position: place(4),
        details: country,
      },
    };
  }
  if (!registered) {
    return {
      ...found,
      check: {
        verdict: 'warning',
        reason: `The check digits and structure are right, but ${country} is not in the SWIFT IBAN registry: this is a national format some banks use, and banks elsewhere may refuse it.`,
        details: country,
      },
    };
  }
  return {
    ...found,
    check: {
      verdict: 'valid',
      reason: `A valid ${country} IBAN: ${spec.chars} characters, the BBAN fits its structure, and the check digits ${checkDigits} pass mod 97.`,
      details: country,
    },
  };
}

/** The verdict alone: the batch mode's check. */
export function checkIban(value: string): Check {
  return analyseIban(value).check;
}

export interface BicAnalysis {
  check: Check;
  bic: string;
  bank: string;
  countryCode: string;
  country: string;
  location: string;
  branch: string;
  test: boolean;
}

/**
 * A BIC (ISO 9362): 4 letters of bank (institution) code, 2 letters of country, 2 letters or digits of location,
 * and an optional 3-character branch code ("XXX" for the head office).
 */
export function analyseBic(value: string): BicAnalysis {
  const at: number[] = [];
  let bic = '';
  for (let index = 0; index < value.length; index += 1) {
    if (SEPARATORS.has(value[index]!)) continue;
    at.push(index);
    bic += value[index]!.toUpperCase();
  }
  const place = (index: number) => (index < at.length ? at[index]! : value.length);
  const result: BicAnalysis = {
    check: { verdict: 'valid', reason: '' },
    bic,
    bank: bic.slice(0, 4),
    countryCode: bic.slice(4, 6),
    country: '',
    location: bic.slice(6, 8),
    branch: bic.slice(8),
    test: false,
  };
  const fail = (reason: string, index: number): BicAnalysis => ({
    ...result,
    check: { verdict: 'invalid', reason, position: place(index) },
  });
  if (bic === '') return fail('There is nothing to check: type a BIC.', 0);
  const bad = /[^A-Z0-9]/.exec(bic);
  if (bad) return fail(`"${bad[0]}" cannot be in a BIC: it holds only letters and digits.`, bad.index);
  const notLetter = /[^A-Z]/.exec(bic.slice(0, 6));
  if (notLetter) {
    return fail(
      notLetter.index < 4
        ? `The bank code (the first 4 characters) is letters only; "${notLetter[0]}" is not a letter.`
        : `The country code (characters 5 and 6) is two letters; "${notLetter[0]}" is not a letter.`,
      notLetter.index,
    );
  }
  if (bic.length !== 8 && bic.length !== 11) {
    return fail(
      `A BIC has 8 characters, or 11 with a branch code; this has ${bic.length}.`,
      bic.length > 11 ? 11 : bic.length > 8 ? 8 : bic.length,
    );
  }
  const countryCode = bic.slice(4, 6);
  const country = countryName(countryCode);
  if (!countrySpecs[countryCode] && (country === countryCode || countryCode === 'ZZ')) {
    return fail(`Unknown country code ${countryCode}.`, 4);
  }
  if (bic[7] === 'O') {
    return fail('The letter O is not allowed as the second character of the location code (it reads as 0).', 7);
  }
  const branch = bic.slice(8);
  if (branch.startsWith('X') && branch !== 'XXX') {
    return fail('A branch code starting with X must be XXX (the head office).', 8);
  }
  const extracted = extractBIC(bic);
  const test = extracted.testBIC;
  const named = { ...result, country, test };
  if (test) {
    return {
      ...named,
      check: {
        verdict: 'warning',
        reason: `A well-formed BIC, but a test one: the second character of its location code is 0, which SWIFT keeps for test and training systems.`,
        position: place(7),
        details: country,
      },
    };
  }
  return {
    ...named,
    check: {
      verdict: 'valid',
      reason: `A well-formed BIC of a bank in ${country}${branch === '' || branch === 'XXX' ? ', head office' : `, branch ${branch}`}.`,
      details: country,
    },
  };
}
