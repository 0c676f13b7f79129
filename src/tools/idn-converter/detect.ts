import { contentLines, sampleHead, shareOf, type Detector } from '../../lib/detect';

/** A punycode label: "xn--" at the start of a name or after a dot, @ or /. */
const ACE_LABEL = /(?:^|[\s.@/\u3002\uFF0E\uFF61])xn--[a-z0-9-]+/i;
const SEPARATOR = /[.\u3002\uFF0E\uFF61]/;
const LABEL = /^(?:[\p{L}\p{N}\p{M}\p{S}-]|\u200C|\u200D)+$/u;
const TOP_LEVEL = /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

/** The host of a line that is a domain name, an e-mail address or a URL; null for anything else. */
function hostOf(line: string): string | null {
  if (/\s/.test(line)) return null;
  const host = line
    .replace(/^[a-z][\w+.-]*:\/\//i, '')
    .replace(/^[^@/?#]*@/, '')
    .replace(/[:/?#].*$/, '');
  const labels = host.split(SEPARATOR);
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  return TOP_LEVEL.test(labels[labels.length - 1]!) ? host : null;
}

/**
 * Internationalized domain names, one to a line (alone, in an e-mail address or a URL). Punycode labels
 * (xn--) open the converter towards Unicode; names with non-ASCII labels open it towards ASCII. Plain ASCII
 * names have nothing to convert.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const lines = contentLines(sample, truncated).map((line) => line.trim());
  if (ACE_LABEL.test(sample)) {
    return {
      score: shareOf(lines, (line) => hostOf(line) !== null) >= 0.5 ? 0.95 : 0.7,
      state: { direction: 'to-unicode' },
    };
  }
  if (lines.length === 0) return null;
  const hosts = lines.map(hostOf);
  if (shareOf(hosts, (host) => host !== null) < 0.8) return null;
  if (!hosts.some((host) => host !== null && /[\u0080-\uFFFF]/.test(host))) return null;
  return { score: 0.85, state: { direction: 'to-ascii' } };
};
