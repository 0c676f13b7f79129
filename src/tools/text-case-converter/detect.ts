import { contentLines, opensLikeDocument, sampleHead, shareOf, type Detector } from '../../lib/detect';

/** camelCase or PascalCase with a case change inside ("userFirstName", "XMLHttpRequest", "iPhone"). */
const CAMEL = /^[A-Za-z][A-Za-z0-9]*[a-z0-9][A-Z][A-Za-z0-9]*$/;
/** snake_case and CONSTANT_CASE, perhaps mixed with kebab or dots ("max_retry-count.v2", "NODE_ENV"). */
const SNAKE = /^[A-Za-z][A-Za-z0-9]*(?:[_.-][A-Za-z0-9]+)*_[A-Za-z0-9]+(?:[_.-][A-Za-z0-9]+)*$/;
/** A word of prose, perhaps with punctuation after it. */
const WORD = /^["'“‘(]?\p{L}[\p{L}\p{M}'’-]*[.,;:!?"'”’)]*$/u;
const CAPITALS = /^\p{Lu}{2,}[\p{Lu}\p{M}'’-]*[.,;:!?]*$/u;

const isIdentifier = (token: string) => token.length <= 40 && (CAMEL.test(token) || SNAKE.test(token));

/** A line in capitals: two words or more of capital letters and no lower-case letter. */
const isShouting = (tokens: readonly string[]) =>
  !tokens.some((token) => /\p{Ll}/u.test(token)) && tokens.filter((token) => CAPITALS.test(token)).length >= 2;

/**
 * Names written in a programming case (camelCase, snake_case, CONSTANT_CASE) or lines in capitals are what
 * a case converter is for. Ordinary prose (most tokens words) can change case too, so it scores lower.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample) || sample.trim().length < 8) return null;
  const lines = contentLines(sample, truncated)
    .slice(0, 500)
    .map((line) => line.trim().split(/\s+/));
  if (lines.some((tokens) => tokens.some(isIdentifier) || isShouting(tokens))) return { score: 0.38 };
  const tokens = lines.flat();
  const prose = tokens.length >= 4 && shareOf(tokens, (token) => WORD.test(token)) >= 0.6;
  return prose && sample.trim().length >= 40 ? { score: 0.25 } : null;
};
