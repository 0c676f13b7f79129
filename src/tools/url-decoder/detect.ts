import type { Detector } from '../../lib/detect';

const ESCAPES = /%[0-9A-Fa-f]{2}/g;
/** A query string or form body: name=value pairs joined by & with nothing to break them. */
const FORM = /^[\w.~%-]+=[^\s&=]*(?:&[\w.~%-]+=[^\s&=]*)+$/;

/** A URL whose query has a "+" in a value: a space in form encoding. */
function queryHasPlus(url: string): boolean {
  const query = url.slice(url.indexOf('?') + 1 || url.length).split('#')[0]!;
  return query.includes('=') && query.includes('+');
}

/**
 * Percent-encoded text: URLs and query strings with %XX escapes, and form bodies that write spaces as "+"
 * (those open in form mode). Text that is nothing but escapes is bytes written in percent form, which the
 * UTF-8 tool reads first.
 */
export const detect: Detector = (sample) => {
  const text = sample.trim();
  const escapes = text.match(ESCAPES)?.length ?? 0;
  const oneLine = !/\s/.test(text);
  const form = oneLine && text.includes('+') && !/%20/.test(text) && (FORM.test(text) || queryHasPlus(text));
  const state = form ? { mode: 'form' } : undefined;
  if (escapes === 0) return form ? { score: 0.5, state } : null;
  const visible = text.replace(/\s+/g, '').length;
  if ((escapes * 3) / visible >= 0.9) return { score: 0.85 };
  if (escapes >= 3) return { score: oneLine || (escapes * 3) / visible >= 0.1 ? 0.95 : 0.7, state };
  return { score: 0.5, state };
};
