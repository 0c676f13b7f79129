import { sampleHead, type Detector } from '../../lib/detect';

/**
 * One emoji: a pictograph with its modifiers, variation selector and joined parts (👩🏽‍💻), or a flag made of
 * two regional indicators.
 */
const EMOJI =
  /^(?:\p{Extended_Pictographic}(?:\p{EMod}|\uFE0F)?(?:\u200D\p{Extended_Pictographic}(?:\p{EMod}|\uFE0F)?)*|\p{RI}{2})$/u;

/**
 * A lone emoji: what a text favicon is often made of. One to three letters are too (the sample is "DT"), but a
 * word that short is far likelier a search typed in the palette ("yml", "JWT"), so letters are left alone.
 * An SVG document is the image source, which is opened as a file, not handed over as text.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (truncated) return null;
  return EMOJI.test(sample.trim()) ? { score: 0.6 } : null;
};
