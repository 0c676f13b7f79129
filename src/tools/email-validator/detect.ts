import { contentLines, opensLikeDocument, sampleHead, shareOf, type Detector } from '../../lib/detect';

/** An address alone on its line: something@domain.tld, with none of the characters that end an address. */
const ADDRESS = /^[^\s@<>()[\],;:"]{1,64}@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:".]{2,}$/;
/** A mailbox as a header writes it: a display name, then the address in angle brackets. */
const MAILBOX = /^(?:"[^"]*"|[^<>@",;]*?)\s*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>$/;

/**
 * E-mail addresses, one a line (bare, or `Name <address>`): 0.9 when at least 80 % of the lines are. A list
 * whose domains are not ASCII scores lower (0.8), so the IDN converter, which such a list is for as well,
 * keeps first place.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample)) return null;
  const lines = contentLines(sample, truncated).map((line) => line.trim());
  if (lines.length === 0) return null;
  if (shareOf(lines, (line) => line.length <= 320 && (ADDRESS.test(line) || MAILBOX.test(line))) < 0.8) return null;
  return { score: /[^\p{ASCII}]/u.test(sample) ? 0.8 : 0.9 };
};
