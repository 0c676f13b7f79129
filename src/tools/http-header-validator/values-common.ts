/** Checks many fields share: tokens, dates, numbers, enumerated values, token lists. */
import type { Severity } from '../../lib/problems';
import { DIGITS, checkHttpDate, firstNonTokenChar, listElements } from './grammar';
import type { FieldContext } from './values-field';

export const DELTA_SECONDS = DIGITS;
export const ONE_YEAR = 31_536_000;

/** The whole value is one token, or say which character is not. */
export function requireToken(field: FieldContext, text: string, start: number, what: string) {
  if (text === '') {
    field.report('error', `${what} is empty`, start, 0, 'empty-value');
    return false;
  }
  const bad = firstNonTokenChar(text);
  if (bad === -1) return true;
  field.report(
    'error',
    `${what} "${text}" is not a token: "${text[bad]}" is not allowed in one (RFC 9110 §5.6.2)`,
    start + bad,
    1,
    'token',
  );
  return false;
}

export function checkDate(field: FieldContext, { invalidSeverity = 'error' as Severity, invalidNote = '' } = {}) {
  const result = checkHttpDate(field.value);
  if (!result.ok) {
    field.report(
      invalidSeverity,
      `${field.name} is not a valid HTTP date: ${result.reason}${invalidNote}`,
      0,
      field.value.length,
      'http-date',
    );
    return null;
  }
  if (result.obsolete)
    field.report(
      'warning',
      `${field.name} uses the obsolete ${result.obsolete === 'rfc850' ? 'RFC 850' : 'asctime'} date format: senders must generate IMF-fixdate, such as "${new Date(result.time).toUTCString()}" (RFC 9110 §5.6.7)`,
      0,
      field.value.length,
      'obsolete-date',
    );
  return result.time;
}

export function checkDigits(field: FieldContext, what = field.name) {
  if (DELTA_SECONDS.test(field.value)) return Number(field.value);
  const sign = /^[+-]/.test(field.value);
  field.report(
    'error',
    sign
      ? `${what} takes digits only: no sign is allowed`
      : `${what} must be a non-negative whole number of digits, not "${field.value}"`,
    0,
    field.value.length,
    'digits',
  );
  return null;
}

export function tokenChoice(values: readonly string[], reason: string) {
  return (field: FieldContext) => {
    const bare = field.value.split(';')[0]!.trim();
    if (!values.includes(bare))
      field.report(
        'error',
        `"${bare}" is not a value of ${field.name}: it is ${values.join(', ')}. ${reason}`.trim(),
        0,
        bare.length,
        'enumerated',
      );
  };
}

export function tokenList(what: string, allowStar = true) {
  return (field: FieldContext) => {
    for (const element of listElements(field.value)) {
      if (allowStar && element.text === '*') continue;
      requireToken(field, element.text, element.start, what);
    }
  };
}

export function deprecated(reason: string) {
  return (field: FieldContext) => field.report('info', `${field.name} ${reason}`, 0, field.value.length, 'deprecated');
}
