import { listTokens, sampleHead, type Detector } from '../../lib/detect';

const GROUP = /^(?:0[bB])?(?:[01]{8})+$/;

/**
 * Whole bytes of bits ("01001000 01101001", or one long run) open the converter decoding. Fewer than 16
 * bits could as well be a number ("1010", "10101010"), so they score low or not at all. Plain text has no
 * mark of being meant for binary: the converter is listed for it among the tools that take any text.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (!/^[\s,01bB]+$/.test(sample)) return null;
  const tokens = listTokens(sample, truncated);
  if (tokens.length === 0 || !tokens.every((token) => GROUP.test(token))) return null;
  const bits = tokens.reduce((total, token) => total + token.replace(/^0[bB]/, '').length, 0);
  return { score: bits >= 16 ? 0.95 : 0.4, state: { direction: 'decode' } };
};
