import { sampleHead, type Detector } from '../../lib/detect';

const NAMED = /&[A-Za-z][A-Za-z0-9]{1,31};/g;
const DECIMAL = /&#\d{1,7};/g;
const HEX = /&#[xX][0-9A-Fa-f]{1,6};/g;

const count = (pattern: RegExp, text: string) => text.match(pattern)?.length ?? 0;

/**
 * Text whose character references are the point: several of them, written in at least two of the three
 * forms (named, decimal, hex), which is what converting between the forms is for. Text with references in
 * one form only is left to the decoder, which ranks above this for plain encoded text (0.9).
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  const counts = [count(NAMED, sample), count(DECIMAL, sample), count(HEX, sample)];
  const total = counts[0]! + counts[1]! + counts[2]!;
  const forms = counts.filter((found) => found > 0).length;
  return total >= 3 && forms >= 2 ? { score: 0.8 } : null;
};
