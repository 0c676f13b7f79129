import type { Detector } from '../../lib/detect';

/** "user:password", as HTTP Basic authentication encodes it; not a URL, a time, a host and port or a path. */
const CREDENTIALS = /^[^\s:/\\]+:(?!\/\/)[^\s\\]{3,}$/;
const NOT_CREDENTIALS = /^\d+:\d+(?::\d+)?$|:\d+$/;

/**
 * A user name and password to encode for an Authorization header. Other text has no mark of being meant for
 * Base64: the encoder is listed for it among the tools that take any text.
 */
export const detect: Detector = (sample) => {
  const text = sample.trim();
  if (text.length > 256 || !CREDENTIALS.test(text) || NOT_CREDENTIALS.test(text)) return null;
  return { score: 0.3 };
};
