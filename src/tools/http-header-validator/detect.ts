import { contentLines, sampleHead, type Detector } from '../../lib/detect';

const START_LINE = /^(?:HTTP\/\d(?:\.\d)? \d{3}(?: .*)?|[A-Z]+ (?:\/|\*|https?:\/\/)\S* HTTP\/\d(?:\.\d)?)$/;
const FIELD_LINE = /^([A-Za-z][A-Za-z0-9-]*): ?(.*)$/;
const PSEUDO_HEADER = /^:(?:status|method|path|authority|scheme): /;

/**
 * Field names that say "HTTP", as servers and browsers write them. Kept here, not taken from the checker's
 * table, so the detector (which runs on every paste) stays small. Lower-case forms count only when
 * hyphenated: "date:" or "host:" alone is as likely a YAML key.
 */
const KNOWN = [
  'Accept',
  'Accept-Encoding',
  'Accept-Language',
  'Accept-Ranges',
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Age',
  'Alt-Svc',
  'Authorization',
  'Cache-Control',
  'Connection',
  'Content-Disposition',
  'Content-Encoding',
  'Content-Language',
  'Content-Length',
  'Content-Security-Policy',
  'Content-Type',
  'Cookie',
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Embedder-Policy',
  'Cross-Origin-Resource-Policy',
  'Date',
  'ETag',
  'Expires',
  'Host',
  'If-Modified-Since',
  'If-None-Match',
  'Keep-Alive',
  'Last-Modified',
  'Link',
  'Location',
  'Origin',
  'Permissions-Policy',
  'Pragma',
  'Referer',
  'Referrer-Policy',
  'Retry-After',
  'Sec-Fetch-Dest',
  'Sec-Fetch-Mode',
  'Sec-Fetch-Site',
  'Server',
  'Set-Cookie',
  'Strict-Transport-Security',
  'Transfer-Encoding',
  'Upgrade-Insecure-Requests',
  'User-Agent',
  'Vary',
  'Via',
  'WWW-Authenticate',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'X-Powered-By',
  'X-XSS-Protection',
];
const KNOWN_CASED = new Set(KNOWN);
const KNOWN_LOWER = new Set(KNOWN.filter((name) => name.includes('-')).map((name) => name.toLowerCase()));
/** Fields only email has: a message head is not an HTTP head. */
const EMAIL_ONLY = /^(?:to|subject|received|message-id|mime-version|return-path|cc|bcc|in-reply-to|dkim-signature):/i;

const isKnown = (name: string) => KNOWN_CASED.has(name) || KNOWN_LOWER.has(name);

/**
 * An HTTP head: a start line ("HTTP/1.1 200 OK", "GET / HTTP/1.1") is unmistakable (0.9); so are two or more
 * lines of well-known field names and nothing else (0.9), as devtools copy them. One known field alone is
 * plausible (0.5). YAML (indented or listed structure), email heads and prose are not for this tool.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  // The head ends at the first blank line; a body may follow.
  const head = sample.replace(/^\s*\n/, '').split(/\r?\n[ \t]*\r?\n/)[0]!;
  const lines = contentLines(head, truncated && head.length === sample.length).map((line) => line.replace(/\r$/, ''));
  if (lines.length === 0) return null;
  if (START_LINE.test(lines[0]!.trim())) return { score: 0.9 };
  if (lines.some((line) => EMAIL_ONLY.test(line))) return null;
  let known = 0;
  for (const line of lines) {
    if (PSEUDO_HEADER.test(line)) {
      known += 1;
      continue;
    }
    const field = FIELD_LINE.exec(line);
    // Anything else (indentation, "- item", "# comment", a sentence) is not a header block.
    if (!field) return null;
    if (isKnown(field[1]!)) known += 1;
  }
  if (known >= 2 && known * 2 >= lines.length) return { score: 0.9 };
  if (lines.length === 1 && known === 1) return { score: 0.5 };
  return null;
};
