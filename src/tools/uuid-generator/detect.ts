import type { Detector } from '../../lib/detect';

const UUID = /^(?:urn:uuid:)?\{?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\}?$/i;
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 2000-01-01 and 2100-01-01: a ULID's time outside them is far likelier some other 26 characters. */
const PLAUSIBLE = [946_684_800_000, 4_102_444_800_000] as const;

function isUlid(text: string): boolean {
  if (!ULID.test(text) || !/\d/.test(text)) return false;
  let time = 0;
  for (const char of text.slice(0, 10)) time = time * 32 + CROCKFORD.indexOf(char);
  return time >= PLAUSIBLE[0] && time < PLAUSIBLE[1];
}

/**
 * A UUID written with its hyphens (in braces or as a URN too), or a ULID of a time this century, alone or one
 * a line. 32 bare hex digits are left to the hash tools: an MD5 digest looks just the same.
 */
export const detect: Detector = (sample, truncated) => {
  const lines = sample
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (truncated) lines.pop();
  if (lines.length === 0 || lines.length > 1000) return null;
  if (lines.every((line) => UUID.test(line))) return { score: lines.length === 1 ? 0.9 : 0.8 };
  if (lines.every((line) => isUlid(line.toUpperCase()) && (line === line.toUpperCase() || line === line.toLowerCase())))
    return { score: lines.length === 1 ? 0.85 : 0.75 };
  return null;
};
