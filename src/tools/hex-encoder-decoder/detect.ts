import { hexBytes, hexGroups, sampleHead, utf8Profile, type Detector } from '../../lib/detect';

const DECODE = { direction: 'decode' };

/**
 * Hex bytes open the tool decoding. Spaced pairs ("48 65 6c") are unmistakable once a letter digit shows
 * they are not decimal numbers; upper-case pairs are how the UTF-8 tool writes bytes, so they score a
 * little lower here. A run of digits ("48656c6c6f") needs both digits and letters, and scores highest when
 * it decodes to readable text: a word like "cafe" or "deadbeef" is hex by accident, not by intent. Plain
 * text has no mark of being meant for hex: the tool is listed for it among those that take any text.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (sample.includes('\\x')) return null; // escapes: the UTF-8 tool's notation
  const groups = hexGroups(sample, truncated);
  if (!groups) return null;
  const all = groups.join('');
  const letters = /[a-fA-F]/.test(all);
  const digits = /[0-9]/.test(all);
  if (groups.length >= 2 && groups.every((group) => group.length === 2)) {
    if (!letters || groups.length < 3) return { score: 0.45, state: DECODE };
    return { score: /[a-f]/.test(all) ? 0.9 : 0.8, state: DECODE };
  }
  if (/0[xX]/.test(sample) && letters) return { score: 0.8, state: DECODE };
  if (all.length < 8 || !letters) return null;
  if (!digits) return { score: 0.3, state: DECODE };
  const profile = utf8Profile(hexBytes(groups));
  return { score: profile.valid && profile.printable >= 0.95 ? 0.85 : 0.5, state: DECODE };
};
