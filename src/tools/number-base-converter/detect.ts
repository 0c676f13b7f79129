import { contentLines, sampleHead, type Detector } from '../../lib/detect';

/** A whole number: decimal with an optional sign, or hex, octal or binary behind its prefix. */
const INTEGER = /^[+-]?(?:0x[0-9a-f]+(?:_[0-9a-f]+)*|0o[0-7]+(?:_[0-7]+)*|0b[01]+(?:_[01]+)*|\d+(?:_\d+)*)$/i;
const PREFIXED = /^[+-]?0[xob]/i;

/**
 * Numbers one a line, at least one of them written with a base prefix (0xFF, 0o755, 0b1010), as in its Load
 * Sample text: code's way of naming a base, which only a base converter reads. Bare digits are left alone (a
 * timestamp, a count, a list of ASCII codes), and so are hex bytes without a prefix (the hex decoder's).
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const lines = contentLines(sample, truncated).map((line) => line.trim());
  if (lines.length === 0 || lines.length > 200) return null;
  if (!lines.every((line) => INTEGER.test(line))) return null;
  return lines.some((line) => PREFIXED.test(line)) ? { score: 0.7 } : null;
};
