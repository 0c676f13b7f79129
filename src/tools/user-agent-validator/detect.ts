import { contentLines, opensLikeDocument, sampleHead, shareOf, type Detector } from '../../lib/detect';
import { looksLikeLogLine } from './logline';

/** Browsers all open with this product and a comment; old Opera and Android apps with their own. */
const BROWSER_START = /^(?:Mozilla\/[45]\.0[ +]\(|Opera\/\d|Dalvik\/\d)/;
/**
 * The commonest tools, libraries and bots, as their product/version opens the string (`curl/8.4.0`); the
 * full table stays out of the detectors' chunk, which every paste loads.
 */
const TOOL_START =
  /^(?:curl|Wget|HTTPie|PostmanRuntime|python-requests|python-httpx|Python-urllib|Scrapy|Go-http-client|okhttp|axios|node-fetch|Java|Java-http-client|Apache-HttpClient|libwww-perl|GuzzleHttp|Dart|facebookexternalhit|[A-Za-z][\w-]*(?:[Bb]ot|[Ss]pider|[Cc]rawler))\/\d/;

const isUserAgent = (line: string): boolean => {
  const text = line.trim();
  return BROWSER_START.test(text) || TOOL_START.test(text);
};

/**
 * A lone User-Agent string or a list of them (at least 80 % of the lines): a browser's "Mozilla/5.0 (...)" or
 * a known bot's or tool's product/version. Access-log lines are plausible input too (the tool reads their
 * User-Agent), but a log is pasted for other reasons as well, so they score lower.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample)) return null;
  const lines = contentLines(sample, truncated);
  if (lines.length === 0) return null;
  if (shareOf(lines, isUserAgent) >= 0.8) return { score: 0.9 };
  if (shareOf(lines, (line) => looksLikeLogLine(line) && line.trimEnd().endsWith('"')) >= 0.8) return { score: 0.6 };
  return null;
};
