import { trimmedStart, type Detector } from '../../lib/detect';

/** One bare hex digest of a common length: MD5 (32), SHA-1 (40), SHA-256 and the 256-bit others (64), SHA-512 (128). */
const HEX_DIGEST =
  /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128})$|^(?:[0-9A-F]{32}|[0-9A-F]{40}|[0-9A-F]{64}|[0-9A-F]{128})$/;

/**
 * A pasted digest: the user may have been given it to check a download or a text against. The Hash Validator
 * ranks first for it (0.7: it identifies the digest); this tool is suggested beside it (0.5), opening with
 * the digest in its compare field and the text to hash empty. Any other text is only listed.
 */
export const detect: Detector = (sample, truncated) => {
  if (truncated) return null;
  const text = trimmedStart(sample).trimEnd();
  return HEX_DIGEST.test(text) ? { score: 0.5, state: { compare: text, input: '' } } : null;
};
