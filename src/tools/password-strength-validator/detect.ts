import { sampleHead, type Detector } from '../../lib/detect';

/** One token with no blanks, of a length passwords have. */
const TOKEN = /^\S{8,64}$/;
/** A symbol that keys, tokens and encodings do not use: those keep to letters, digits and + / = _ - . */
const PASSWORD_SYMBOL = /[^A-Za-z0-9+/=_.-]/;

/**
 * A lone password: one token of 8 to 64 characters mixing lower case, upper case, a digit and a symbol that
 * API keys and Base64 never have ("P@ssw0rd2024!qwerty"). Plausible rather than certain (0.5): a line of
 * code can look the same. URLs, e-mail addresses and crypt hashes are left to their tools.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated, 256);
  const text = sample.trim();
  if (!TOKEN.test(text) || fullTruncated) return null;
  // A modular-crypt hash ($2b$10$…, $argon2id$…) mixes every class too: it is the hash tool's.
  if (/^\$[\w-]+\$/.test(text)) return null;
  if (/:\/\/|^www\./i.test(text) || /^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/.test(text)) return null;
  const mixed = /[a-z]/.test(text) && /[A-Z]/.test(text) && /\d/.test(text) && PASSWORD_SYMBOL.test(text);
  return mixed ? { score: 0.5 } : null;
};
