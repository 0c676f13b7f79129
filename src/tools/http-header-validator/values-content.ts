/** Media types and content negotiation: Content-Type, Accept and the weighted Accept-* lists (RFC 9110 §8.3, §12.5). */
import {
  QVALUE,
  isQuotedString,
  isToken,
  listElements,
  parseParameter,
  splitOutsideQuotes,
  trimPiece,
  unquote,
  type Piece,
} from './grammar';
import { requireToken } from './values-common';
import type { FieldContext } from './values-field';

const MEDIA_TYPE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+)\/([!#$%&'*+\-.^_`|~0-9A-Za-z]+)$/;

export function checkParameters(field: FieldContext, pieces: readonly Piece[], what: string) {
  const seen = new Set<string>();
  for (const piece of pieces) {
    if (piece.text === '') {
      field.report('warning', `An empty parameter (a stray ";") in ${what}`, piece.start, 1, 'parameter');
      continue;
    }
    const parameter = parseParameter(piece);
    if (parameter.value === null) {
      field.report(
        'error',
        `The parameter "${parameter.name}" in ${what} has no "=value": parameters are name=value (RFC 9110 §5.6.6)`,
        piece.start,
        piece.text.length,
        'parameter',
      );
      continue;
    }
    if (parameter.name !== parameter.name.trim() || /\s$/.test(piece.text.slice(0, piece.text.indexOf('='))))
      field.report(
        'error',
        `No whitespace is allowed around "=" in a parameter (RFC 9110 §5.6.6)`,
        piece.start,
        piece.text.length,
        'parameter',
      );
    else if (!requireToken(field, parameter.name, parameter.start, 'The parameter name')) continue;
    if (!isToken(parameter.value) && !isQuotedString(parameter.value))
      field.report(
        'error',
        `The value of "${parameter.name}" is neither a token nor a quoted string: quote it (RFC 9110 §5.6.6)`,
        parameter.valueStart,
        parameter.value.length,
        'parameter',
      );
    const lower = parameter.name.toLowerCase();
    if (seen.has(lower))
      field.report(
        'warning',
        `The parameter "${parameter.name}" appears twice in ${what}`,
        piece.start,
        piece.text.length,
        'parameter',
      );
    seen.add(lower);
  }
}

function checkMediaType(field: FieldContext, piece: Piece, { range = false } = {}) {
  const [type, ...parameters] = splitOutsideQuotes(piece.text, ';').map((part) => ({
    ...part,
    start: part.start + piece.start,
  }));
  const match = MEDIA_TYPE.exec(type!.text);
  if (!match) {
    field.report(
      'error',
      `"${type!.text}" is not a media type: it is type/subtype, such as text/html (RFC 9110 §8.3.1)`,
      type!.start,
      type!.text.length,
      'media-type',
    );
    return;
  }
  if (!range && (match[1] === '*' || match[2] === '*'))
    field.report(
      'error',
      `${field.name} names one media type: "*" is only for Accept`,
      type!.start,
      type!.text.length,
      'media-type',
    );
  if (range && match[1] === '*' && match[2] !== '*')
    field.report(
      'error',
      `"${type!.text}" is not a media range: only */* and type/* use "*"`,
      type!.start,
      type!.text.length,
      'media-type',
    );
  checkParameters(field, parameters, `"${type!.text}"`);
  for (const part of parameters) {
    const parameter = parseParameter(part);
    if (parameter.value === null) continue;
    const lower = parameter.name.toLowerCase();
    const value = unquote(parameter.value).toLowerCase();
    if (lower === 'charset' && (value === 'utf8' || value === 'utf_8'))
      field.report(
        'warning',
        `The charset is registered as "utf-8", not "${parameter.value}"`,
        parameter.valueStart,
        parameter.value.length,
        'charset',
      );
    if (range && lower === 'q' && !QVALUE.test(parameter.value))
      field.report(
        'error',
        `"q=${parameter.value}" is not a weight: it is 0 to 1 with at most three decimals`,
        parameter.valueStart,
        parameter.value.length,
        'qvalue',
      );
  }
  if (!range && match[1]!.toLowerCase() === 'text' && !parameters.some((part) => /^charset\s*=/i.test(part.text)))
    field.report(
      'info',
      `${type!.text} has no charset: browsers then guess the encoding, so add "; charset=utf-8"`,
      type!.start,
      type!.text.length,
      'charset',
    );
}

export function checkContentType(field: FieldContext) {
  if (listElements(field.value).length > 1)
    field.report(
      'error',
      'Content-Type names one media type; a comma-separated list is not allowed',
      0,
      field.value.length,
      'media-type',
    );
  checkMediaType(field, trimPiece(field.value, 0));
}

/** Accept-Encoding, Accept-Language, Accept-Charset: tokens (or language ranges) with optional weights. */
export function weightedList(valuePattern: RegExp, what: string) {
  return (field: FieldContext) => {
    for (const element of listElements(field.value)) {
      const [head, ...parameters] = splitOutsideQuotes(element.text, ';');
      if (!valuePattern.test(head!.text))
        field.report(
          'error',
          `"${head!.text}" is not ${what}`,
          element.start + head!.start,
          head!.text.length,
          'list-element',
        );
      for (const part of parameters) {
        const parameter = parseParameter(part);
        if (parameter.name.toLowerCase() !== 'q' || parameter.value === null || !QVALUE.test(parameter.value))
          field.report(
            'error',
            `"${part.text}" is not a weight: write ";q=" and a number from 0 to 1 with at most three decimals (RFC 9110 §12.4.2)`,
            element.start + part.start,
            part.text.length,
            'qvalue',
          );
      }
    }
  };
}

export function checkAccept(field: FieldContext) {
  for (const element of listElements(field.value)) checkMediaType(field, element, { range: true });
}
