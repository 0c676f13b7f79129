/**
 * Format checks. cfworker checks the Draft-07 formats date-time, date, time, email, hostname, ipv4, ipv6,
 * uri, uri-reference, uri-template, json-pointer, relative-json-pointer and regex (plus uuid and duration).
 * Its format table is the one exported object it reads from, so the internationalised Draft-07 formats it
 * lacks are added to that table. The int32 format is a range of numbers, which cfworker's string-only
 * format checks cannot express: `prepare-schema.ts` turns it into a range check.
 */
import { format as formatCheckers } from '@cfworker/json-schema';

export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

type FormatCheck = (value: string) => boolean;
const formats = formatCheckers as unknown as Record<string, FormatCheck>;

const NON_ASCII = /[\u0080-\u{10ffff}]/u;
const NON_ASCII_GLOBAL = /[\u0080-\u{10ffff}]/gu;
/** Characters that would change how the URL parser reads a host, so an IDN host cannot contain them. */
const NOT_IN_HOST = /[\s/?#@:[\]\\%]/u;

/** The ASCII (punycode) form of an internationalised host name, using the platform's UTS #46 mapping. */
function toAsciiHostname(host: string): string | null {
  if (!NON_ASCII.test(host)) return host;
  if (host === '' || NOT_IN_HOST.test(host)) return null;
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
}

/** An IRI is a URI that may also hold non-ASCII characters: checked as the URI with those percent-encoded. */
function asciiIri(value: string): string | null {
  try {
    return value.replace(NON_ASCII_GLOBAL, (character) => encodeURIComponent(character));
  } catch {
    // A lone surrogate cannot be encoded; it is not a character at all.
    return null;
  }
}

/** The internationalised Draft-07 formats, each checked as its ASCII form by cfworker's own check. */
function internationalFormats(): Record<string, FormatCheck> {
  const checkUri = formats['uri'] as FormatCheck;
  const checkUriReference = formats['uri-reference'] as FormatCheck;
  const checkHostname = formats['hostname'] as FormatCheck;
  const checkEmail = formats['email'] as FormatCheck;
  return {
    iri: (value) => {
      const ascii = asciiIri(value);
      return ascii !== null && checkUri(ascii);
    },
    'iri-reference': (value) => {
      const ascii = asciiIri(value);
      return ascii !== null && checkUriReference(ascii);
    },
    'idn-hostname': (value) => {
      const ascii = toAsciiHostname(value);
      return ascii !== null && checkHostname(ascii);
    },
    'idn-email': (value) => {
      const at = value.lastIndexOf('@');
      if (at <= 0) return false;
      const host = value.slice(at + 1);
      const asciiHost = host.startsWith('[') ? host : toAsciiHostname(host);
      // RFC 6531 lets the local part hold any non-ASCII character; each stands in as one ASCII letter.
      return asciiHost !== null && checkEmail(`${value.slice(0, at).replace(NON_ASCII_GLOBAL, 'a')}@${asciiHost}`);
    },
  };
}

/** Adds the Draft-07 formats cfworker lacks to its format table; calling it again changes nothing. */
export function addMissingDraft07Formats(): void {
  for (const [name, check] of Object.entries(internationalFormats())) formats[name] ??= check;
}
