/** The other well-known fields: Location, Retry-After, Content-Disposition, Link, Alt-Svc, Vary, client hints... */
import {
  DIGITS,
  listElements,
  originProblem,
  parseParameter,
  splitOutsideQuotes,
  unquote,
  uriReferenceProblem,
} from './grammar';
import { parseStructured } from './structured';
import { DELTA_SECONDS, requireToken, checkDate, checkDigits, tokenList } from './values-common';
import { checkParameters } from './values-content';
import type { FieldContext } from './values-field';

export function checkLocation(field: FieldContext) {
  const problem = uriReferenceProblem(field.value);
  if (problem)
    field.report(
      'error',
      `Location is not a URI reference: ${problem.reason} (RFC 3986)`,
      problem.at,
      1,
      'uri-reference',
    );
  else if (field.value === '') field.report('error', 'Location is empty', 0, 0, 'uri-reference');
}

export function checkRetryAfter(field: FieldContext) {
  if (DELTA_SECONDS.test(field.value)) return;
  if (/^[+-]?\d/.test(field.value)) {
    checkDigits(field, 'Retry-After, given in seconds,');
    return;
  }
  checkDate(field);
}

export function checkServerInfo(field: FieldContext) {
  const version = /\d+\.\d+/.test(field.value);
  field.report(
    'info',
    `${field.name} reveals the software serving the site${version ? ', and its version' : ''}, which helps attackers pick exploits: remove it${version ? ' or at least the version' : ''}`,
    0,
    field.value.length,
    'information-disclosure',
  );
}

export function checkContentDisposition(field: FieldContext) {
  const [type, ...parameters] = splitOutsideQuotes(field.value, ';');
  if (!requireToken(field, type!.text, type!.start, 'The disposition type')) return;
  const lower = type!.text.toLowerCase();
  if (lower !== 'inline' && lower !== 'attachment' && lower !== 'form-data')
    field.report(
      'warning',
      `"${type!.text}" is not a disposition type browsers know: they treat it as attachment`,
      type!.start,
      type!.text.length,
      'content-disposition',
    );
  checkParameters(field, parameters, field.name);
  for (const part of parameters) {
    const parameter = parseParameter(part);
    if (parameter.value === null) continue;
    if (
      parameter.name.toLowerCase() === 'filename*' &&
      !/^(?:UTF-8|ISO-8859-1)'[A-Za-z0-9-]*'(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-Fa-f]{2})*$/i.test(parameter.value)
    )
      field.report(
        'error',
        `filename* is UTF-8'' then percent-encoded bytes, such as filename*=UTF-8''na%C3%AFve.txt (RFC 6266 §4.3)`,
        parameter.valueStart,
        parameter.value.length,
        'content-disposition',
      );
    if (parameter.name.toLowerCase() === 'filename' && /[^\x20-\x7E]/.test(unquote(parameter.value)))
      field.report(
        'warning',
        'A non-ASCII filename is read differently by each browser: add filename* with its UTF-8 form',
        parameter.valueStart,
        parameter.value.length,
        'content-disposition',
      );
  }
}

export function checkLink(field: FieldContext) {
  for (const link of splitOutsideQuotes(field.value, ',', true)) {
    if (link.text === '') continue;
    const match = /^<([^>]*)>/.exec(link.text);
    if (!match) {
      field.report(
        'error',
        'Each link starts with its URI in angle brackets: <https://example.com/style.css>; rel=preload (RFC 8288 §3)',
        link.start,
        link.text.length,
        'link',
      );
      continue;
    }
    const uri = uriReferenceProblem(match[1]!);
    if (uri)
      field.report(
        'error',
        `The link target is not a URI reference: ${uri.reason}`,
        link.start + 1 + uri.at,
        1,
        'link',
      );
    const parameters = splitOutsideQuotes(link.text.slice(match[0].length), ';').slice(1);
    if (!parameters.some((part) => /^rel\s*=/i.test(part.text)))
      field.report(
        'warning',
        'The link has no rel parameter, which says what the link is (RFC 8288 §3.3)',
        link.start,
        link.text.length,
        'link',
      );
  }
}

export function checkAltSvc(field: FieldContext) {
  if (field.value === 'clear') return;
  for (const element of listElements(field.value)) {
    const [alternative, ...parameters] = splitOutsideQuotes(element.text, ';');
    const match = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+)=("[^"]*"|[^;]*)$/.exec(alternative!.text);
    if (!match || !/^"[^"]*:\d+"$/.test(match[2]!)) {
      field.report(
        'error',
        `"${alternative!.text}" is not an alternative service: protocol="host:port", such as h3=":443" (RFC 7838 §3)`,
        element.start + alternative!.start,
        alternative!.text.length,
        'alt-svc',
      );
      continue;
    }
    for (const part of parameters) {
      const parameter = parseParameter(part);
      if (parameter.name === 'ma' && !DIGITS.test(parameter.value ?? ''))
        field.report(
          'error',
          'ma (max age) is a number of seconds',
          element.start + part.start,
          part.text.length,
          'alt-svc',
        );
    }
  }
}

const CLEAR_SITE_DATA = new Set([
  '"cache"',
  '"cookies"',
  '"storage"',
  '"executionContexts"',
  '"clientHints"',
  '"prefetchCache"',
  '"prerenderCache"',
  '"*"',
]);

export function checkClearSiteData(field: FieldContext) {
  for (const element of listElements(field.value)) {
    if (CLEAR_SITE_DATA.has(element.text)) continue;
    field.report(
      'error',
      element.text.startsWith('"')
        ? `${element.text} is not a data type: "cache", "cookies", "storage", "executionContexts", "clientHints" or "*"`
        : `The types are quoted: write "${element.text}", with the double quotes; browsers ignore it unquoted`,
      element.start,
      element.text.length,
      'clear-site-data',
    );
  }
}

export function checkOriginList(field: FieldContext) {
  for (const element of listElements(field.value)) {
    if (element.text === '*') continue;
    const problem = originProblem(element.text);
    if (problem)
      field.report(
        'error',
        `"${element.text}" is not an origin: ${problem}`,
        element.start,
        element.text.length,
        'origin',
      );
  }
}

export function checkOrigin(field: FieldContext) {
  if (field.value === 'null') return;
  const problem = originProblem(field.value);
  if (problem) field.report('error', `Origin is "null" or an origin: ${problem}`, 0, field.value.length, 'origin');
}

export function checkHost(field: FieldContext) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(field.value) || field.value.includes('/'))
    field.report(
      'error',
      'Host holds the host and port only, with no scheme or path: "example.com:8080" (RFC 9110 §7.2)',
      0,
      field.value.length,
      'host',
    );
  else if (!/^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~%!$&'()*+,;=]*)(?::\d*)?$/.test(field.value))
    field.report('error', 'Host is not a valid host[:port]', 0, field.value.length, 'host');
}

export function checkVary(field: FieldContext) {
  const elements = listElements(field.value);
  if (elements.some((element) => element.text === '*') && elements.length > 1)
    field.report(
      'warning',
      '"*" already means the response varies on everything: the other names add nothing',
      0,
      field.value.length,
      'vary',
    );
  for (const element of elements)
    if (element.text !== '*') requireToken(field, element.text, element.start, 'The field name');
}

export function checkUpgradeInsecureRequests(field: FieldContext) {
  if (field.value !== '1')
    field.report('error', 'Upgrade-Insecure-Requests is "1"', 0, field.value.length, 'enumerated');
  if (field.kind === 'response')
    field.report(
      'info',
      'Upgrade-Insecure-Requests is sent by browsers; a server uses CSP upgrade-insecure-requests instead',
      0,
      field.value.length,
      'side',
    );
}

export function checkXssProtection(field: FieldContext) {
  if (field.value.trim() === '0') return;
  field.report(
    'info',
    'X-XSS-Protection is obsolete: the XSS auditor it controlled was removed and could itself leak data. Send "0" or leave it out, and use CSP',
    0,
    field.value.length,
    'deprecated',
  );
}

export function checkNel(field: FieldContext) {
  try {
    const policy: unknown = JSON.parse(field.value);
    if (typeof policy !== 'object' || policy === null || !('report_to' in policy) || !('max_age' in policy))
      field.report('error', 'NEL is a JSON object with report_to and max_age', 0, field.value.length, 'nel');
  } catch {
    field.report(
      'error',
      'NEL is a JSON object ({"report_to":"default","max_age":86400}); this is not JSON',
      0,
      field.value.length,
      'nel',
    );
  }
}

export function checkExpect(field: FieldContext) {
  if (field.value.toLowerCase() !== '100-continue')
    field.report(
      'error',
      `The only expectation is "100-continue"; servers answer 417 to "${field.value}" (RFC 9110 §10.1.1)`,
      0,
      field.value.length,
      'expect',
    );
}

export function checkLanguageList(field: FieldContext) {
  for (const element of listElements(field.value))
    if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(element.text))
      field.report(
        'error',
        `"${element.text}" is not a language tag such as en or en-GB (RFC 5646)`,
        element.start,
        element.text.length,
        'language-tag',
      );
}

export function checkAllow(field: FieldContext) {
  tokenList('The method', false)(field);
}

export function checkPriority(field: FieldContext) {
  const parsed = parseStructured(field.value, 'dictionary');
  if (!parsed.ok) return;
  for (const [key, member] of parsed.value as Map<string, [unknown, unknown]>) {
    const at = Math.max(0, field.value.indexOf(key));
    if (key === 'u' && !(Number.isInteger(member[0]) && (member[0] as number) >= 0 && (member[0] as number) <= 7))
      field.report(
        'error',
        'The urgency u is an integer from 0 (highest) to 7; recipients ignore other values (RFC 9218 §4.1)',
        at,
        key.length,
        'priority',
      );
    if (key === 'i' && typeof member[0] !== 'boolean')
      field.report(
        'error',
        'The incremental flag i is a boolean: i or i=?0 (RFC 9218 §4.2)',
        at,
        key.length,
        'priority',
      );
  }
}

export function checkSecChUaMobile(field: FieldContext) {
  if (field.value !== '?0' && field.value !== '?1')
    field.report('error', `${field.name} is ?0 or ?1`, 0, field.value.length, 'client-hint');
}
