/** Message framing: content and transfer codings, Connection, Range, Content-Range, Content-Length. */
import { DIGITS, listElements, splitOutsideQuotes } from './grammar';
import { requireToken, checkDigits, tokenList } from './values-common';
import type { FieldContext } from './values-field';

const CODINGS = new Set([
  'gzip',
  'x-gzip',
  'deflate',
  'br',
  'zstd',
  'compress',
  'x-compress',
  'identity',
  'dcb',
  'dcz',
]);

export function checkContentEncoding(field: FieldContext) {
  for (const element of listElements(field.value)) {
    const lower = element.text.toLowerCase();
    if (!requireToken(field, element.text, element.start, 'The content coding')) continue;
    if (lower === 'identity')
      field.report(
        'warning',
        '"identity" means no coding and must not appear in Content-Encoding (RFC 9110 §8.4.1)',
        element.start,
        element.text.length,
        'content-coding',
      );
    else if (lower === 'chunked')
      field.report(
        'error',
        '"chunked" is a transfer coding: it belongs in Transfer-Encoding',
        element.start,
        element.text.length,
        'content-coding',
      );
    else if (!CODINGS.has(lower))
      field.report(
        'warning',
        `"${element.text}" is not a registered content coding (gzip, br, zstd, deflate): clients will not decode it`,
        element.start,
        element.text.length,
        'content-coding',
      );
  }
}

export function checkTransferEncoding(field: FieldContext) {
  const elements = listElements(field.value);
  elements.forEach((element, index) => {
    const lower = element.text.split(';')[0]!.trim().toLowerCase();
    if (!['chunked', 'gzip', 'x-gzip', 'deflate', 'compress', 'x-compress', 'trailers'].includes(lower))
      field.report(
        'error',
        `"${element.text}" is not a transfer coding (chunked, gzip, deflate, compress)`,
        element.start,
        element.text.length,
        'transfer-coding',
      );
    if (lower === 'chunked' && index !== elements.length - 1)
      field.report(
        'error',
        'chunked must be the last transfer coding: the message cannot be framed otherwise (RFC 9112 §6.1)',
        element.start,
        element.text.length,
        'transfer-coding',
      );
  });
  if (field.version && !field.version.startsWith('HTTP/1'))
    field.report(
      'error',
      `Transfer-Encoding does not exist in ${field.version}: it frames data itself (RFC 9113 §8.2.2)`,
      0,
      field.value.length,
      'connection-specific',
    );
}

export function checkConnection(field: FieldContext) {
  tokenList('The connection option', false)(field);
  if (field.version && !field.version.startsWith('HTTP/1'))
    field.report(
      'error',
      `${field.name} is a connection-specific field: ${field.version} forbids it (RFC 9113 §8.2.2)`,
      0,
      field.value.length,
      'connection-specific',
    );
}

export function checkRange(field: FieldContext) {
  const match = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+)=(.*)$/.exec(field.value);
  if (!match) {
    field.report(
      'error',
      'Range is a unit, "=" and ranges: bytes=0-499 (RFC 9110 §14.2)',
      0,
      field.value.length,
      'range',
    );
    return;
  }
  if (match[1]!.toLowerCase() !== 'bytes') return;
  for (const element of splitOutsideQuotes(match[2]!, ',')) {
    const range = /^(\d*)-(\d*)$/.exec(element.text);
    const at = match[1]!.length + 1 + element.start;
    if (!range || (range[1] === '' && range[2] === ''))
      field.report(
        'error',
        `"${element.text}" is not a byte range: first-last, first- or -suffix`,
        at,
        element.text.length,
        'range',
      );
    else if (range[1] !== '' && range[2] !== '' && Number(range[2]) < Number(range[1]))
      field.report(
        'error',
        `In "${element.text}" the last byte comes before the first: the range is invalid`,
        at,
        element.text.length,
        'range',
      );
  }
}

export function checkContentRange(field: FieldContext) {
  const match = /^bytes (?:(\d+)-(\d+)\/(\d+|\*)|\*\/(\d+))$/.exec(field.value);
  if (!match) {
    field.report(
      'error',
      'Content-Range is "bytes first-last/length" (or "bytes */length" with 416) (RFC 9110 §14.4)',
      0,
      field.value.length,
      'content-range',
    );
    return;
  }
  if (match[1] !== undefined) {
    const [first, last, length] = [Number(match[1]), Number(match[2]), match[3] === '*' ? Infinity : Number(match[3])];
    if (last < first || last >= length)
      field.report('error', 'The range does not fit: first ≤ last < length', 0, field.value.length, 'content-range');
  }
}

export function checkContentLength(field: FieldContext) {
  const values = field.value.split(',').map((part) => part.trim());
  if (values.length > 1) {
    if (values.every((part) => part === values[0] && DIGITS.test(part)))
      field.report(
        'warning',
        'Content-Length repeats the same number: recipients may accept it, but send it once (RFC 9110 §8.6)',
        0,
        field.value.length,
        'content-length',
      );
    else
      field.report(
        'error',
        'Content-Length holds differing values: the message cannot be framed, and recipients must reject it (RFC 9112 §6.3)',
        0,
        field.value.length,
        'content-length',
      );
    return;
  }
  checkDigits(field);
}
