import type Bowser from 'bowser';
import type { Check } from '../../lib/validation';
import { findAgent, type AgentMatch } from './agents';
import { looksLikeLogLine, userAgentOfLogLine } from './logline';
import { parseUserAgent, type Comment, type Product } from './syntax';

export { looksLikeLogLine, userAgentOfLogLine };

/** The bowser module, or anything with its `parse`: loaded lazily by the tasks, so the route does not wait for it. */
export type BowserModule = Pick<typeof Bowser, 'parse'>;

/**
 * bowser's parse, remembering its answers: an access log repeats the same few hundred User-Agents over
 * and over, and parsing is most of a check's cost.
 */
export function rememberingParser(bowser: BowserModule, limit = 10_000): BowserModule {
  const seen = new Map<string, Bowser.Parser.ParsedResult>();
  return {
    parse: (userAgent: string) => {
      let result = seen.get(userAgent);
      if (!result) {
        result = bowser.parse(userAgent);
        if (seen.size < limit) seen.set(userAgent, result);
      }
      return result;
    },
  };
}

/** bowser, in its own chunk: fetched on the first check, not with the page. */
export const loadBowser = (): Promise<typeof Bowser> => import('bowser').then((module) => module.default);

/** Chrome on Windows as it sends its User-Agent today: the reduced string, frozen at Windows NT 10.0. */
export const SAMPLE_INPUT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Longer than any browser sends; servers often cap the header near 8 KB for all headers together. */
const LONG_UA = 512;

export interface Named {
  name: string;
  version: string;
}

export interface UaAnalysis {
  check: Check;
  /** The User-Agent checked: the value itself, or the one taken from an access-log line. */
  userAgent: string;
  /** Where the User-Agent starts in the value (0 unless it came from a log line). */
  offset: number;
  fromLogLine: boolean;
  browser: Named | null;
  engine: Named | null;
  os: (Named & { versionName: string }) | null;
  /** desktop, mobile, tablet, tv, bot... as bowser calls it. */
  platform: { type: string; vendor: string; model: string } | null;
  agent: AgentMatch | null;
  products: Product[];
  comments: Comment[];
  /** What is frozen in a reduced User-Agent string, and other things worth knowing. */
  notes: string[];
}

const named = (name: string | undefined, version: string | undefined): Named | null =>
  name ? { name, version: version ?? '' } : null;

/** What a reduced (frozen) User-Agent string no longer tells, as Chrome's User-Agent Reduction froze it. */
function reductionNotes(userAgent: string, browser: Named | null): string[] {
  const notes: string[] = [];
  const chromium = /\b(?:Headless)?Chrome\/(\d+)\.0\.0\.0\b/.exec(userAgent);
  if (chromium && Number(chromium[1]) >= 101)
    notes.push(
      `Reduced User-Agent: Chromium 101 and later send only the major version (${chromium[1]}.0.0.0); the full version is in the Sec-CH-UA-Full-Version-List client hint.`,
    );
  if (/\(Windows NT 10\.0[;)]/.test(userAgent))
    notes.push(
      '"Windows NT 10.0" is frozen: Windows 11 sends it too. Sec-CH-UA-Platform-Version tells them apart (13 and above is Windows 11).',
    );
  if (/\(Linux; Android 10; K\)/.test(userAgent))
    notes.push(
      '"Android 10; K" is Chrome\'s frozen Android string: the real Android version and device model are only in client hints (Sec-CH-UA-Platform-Version, Sec-CH-UA-Model).',
    );
  if (/Mac OS X 10[_.]15[_.]7\b/.test(userAgent))
    notes.push('"Mac OS X 10_15_7" is frozen by Chrome, Safari and Firefox: any later macOS sends it too.');
  if (browser?.name === 'Firefox' && /\brv:109\.0\)/.test(userAgent) && !/Firefox\/109\b/.test(userAgent))
    notes.push('"rv:109.0" is frozen by Firefox 110 to 119; the version after Firefox/ is the real one.');
  return notes;
}

export type ReadAs = 'auto' | 'user-agent' | 'log-line';

/**
 * Everything the screen shows of one User-Agent string, or of the one in an access-log line: `auto` takes a
 * value that starts like a Combined Log Format line as one.
 */
export function analyseUserAgent(bowser: BowserModule, input: string, readAs: ReadAs = 'auto'): UaAnalysis {
  const blank: Omit<UaAnalysis, 'check'> = {
    userAgent: '',
    offset: 0,
    fromLogLine: false,
    browser: null,
    engine: null,
    os: null,
    platform: null,
    agent: null,
    products: [],
    comments: [],
    notes: [],
  };
  let userAgent = input;
  let offset = 0;
  const fromLogLine = readAs === 'log-line' || (readAs === 'auto' && looksLikeLogLine(input));
  if (fromLogLine) {
    const found = userAgentOfLogLine(input);
    if (!found)
      return {
        ...blank,
        check: {
          verdict: 'invalid',
          reason: 'Not an access-log line in the Combined Log Format: it does not end in a quoted User-Agent field.',
          position: input.trimEnd().length,
        },
      };
    ({ userAgent, offset } = found);
    if (userAgent === '-' || userAgent === '')
      return {
        ...blank,
        userAgent,
        offset,
        fromLogLine,
        check: { verdict: 'invalid', reason: 'The request was logged without a User-Agent ("-").', position: offset },
      };
  }

  const warnings: string[] = [];
  const lead = userAgent.length - userAgent.trimStart().length;
  const value = userAgent.trim();
  if (value === '')
    return {
      ...blank,
      fromLogLine,
      check: { verdict: 'invalid', reason: 'Empty: a User-Agent has at least one product, such as "curl/8.4.0".' },
    };
  if (value !== userAgent) warnings.push('Blanks at the start or end: HTTP drops them, so the server never sees them.');

  const syntax = parseUserAgent(value);
  const agent = findAgent(value);
  const parsed = bowser.parse(value);
  const browserFound = named(parsed.browser.name, parsed.browser.version);
  // bowser names some crawlers as browsers; the agent table says what they are.
  const browser = agent && browserFound && parsed.platform.type === 'bot' ? null : browserFound;
  const analysis: Omit<UaAnalysis, 'check'> = {
    userAgent,
    offset,
    fromLogLine,
    browser,
    engine: named(parsed.engine.name, parsed.engine.version),
    os: parsed.os.name
      ? { name: parsed.os.name, version: parsed.os.version ?? '', versionName: parsed.os.versionName ?? '' }
      : null,
    platform: parsed.platform.type
      ? { type: parsed.platform.type, vendor: parsed.platform.vendor ?? '', model: parsed.platform.model ?? '' }
      : null,
    agent,
    products: syntax.products,
    comments: syntax.comments,
    notes: reductionNotes(value, browserFound),
  };
  if (agent?.kind === 'headless browser' && browserFound)
    analysis.notes.push(`${agent.name} is ${browserFound.name} run by a program, not by a person.`);

  const what = agent
    ? `${agent.name}${agent.version ? ` ${agent.version}` : ''} (${agent.kind}, ${agent.operator})`
    : browserFound
      ? `${browserFound.name}${browserFound.version ? ` ${browserFound.version}` : ''}${analysis.os ? ` on ${analysis.os.name}` : ''}`
      : '';
  const details = agent ? `${agent.kind}: ${agent.name}` : browserFound ? what : 'unknown';

  if (syntax.error) {
    return {
      ...analysis,
      check: {
        verdict: 'invalid',
        reason: `Not a User-Agent as RFC 9110 defines it: ${syntax.error.reason}${what ? ` It looks like ${what}.` : ''}`,
        position: offset + lead + syntax.error.position,
        details,
      },
    };
  }
  if (syntax.obsText)
    warnings.push(
      'Characters outside ASCII in a comment: allowed as obs-text, but servers read their encoding differently.',
    );
  if (value.length > LONG_UA)
    warnings.push(`${value.length} characters: longer than any browser sends (${LONG_UA} at most).`);
  if (!what) warnings.push('Well-formed, but it names no browser, bot or tool this validator knows.');

  const reason =
    warnings.length > 0 ? `${what ? `${what}. ` : ''}${warnings.join(' ')}` : `Well-formed (RFC 9110): ${what}.`;
  return { ...analysis, check: { verdict: warnings.length > 0 ? 'warning' : 'valid', reason, details } };
}

/** The verdict alone, for the batch: each line a User-Agent, or an access-log line when `logLines`. */
export function checkUserAgent(bowser: BowserModule, value: string, logLines = false): Check {
  return analyseUserAgent(bowser, value, logLines ? 'log-line' : 'user-agent').check;
}
