/**
 * The User-Agent of an access-log line in the Combined Log Format (Apache, nginx): the last quoted field,
 * with \" and \\ and \xHH unescaped. Null when the line has no quoted field at its end.
 */
export function userAgentOfLogLine(line: string): { userAgent: string; offset: number } | null {
  const text = line.trimEnd();
  if (!text.endsWith('"')) return null;
  let start = text.length - 2;
  while (start >= 0) {
    if (text[start] === '"') {
      let slashes = 0;
      for (let back = start - 1; back >= 0 && text[back] === '\\'; back -= 1) slashes += 1;
      if (slashes % 2 === 0) break;
    }
    start -= 1;
  }
  if (start < 0) return null;
  const raw = text.slice(start + 1, -1);
  const userAgent = raw.replace(/\\x([0-9a-fA-F]{2})|\\(["\\])/g, (_match, hex: string | undefined, char: string) =>
    hex ? String.fromCharCode(parseInt(hex, 16)) : char,
  );
  return { userAgent, offset: start + 1 };
}

/** An access-log line: host, ident, user, [time], then the quoted request. */
const LOG_LINE = /^\S+ \S+ \S+ \[[^\]]+\] "/;

export function looksLikeLogLine(line: string): boolean {
  return LOG_LINE.test(line);
}
