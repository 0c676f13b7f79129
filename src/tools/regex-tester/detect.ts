import { sampleHead, type Detector } from '../../lib/detect';
import { splitLiteral } from './literal';

/** What only regular expressions are made of: escapes of classes, groups of their own kinds, quantifiers. */
const REGEX_CONSTRUCTS = [
  /\\[dwsDWSbB](?![a-z]{2})/, // \d, \w, \b... (not a Windows path segment such as \docs)
  /\[\^?[^\]\s]{1,40}\]/, // a class [a-z], [^,]
  /\(\?(?:[:=!]|<[=!]|<[A-Za-z_$][\w$]*>)/, // (?:, (?=, (?<=, (?<name>
  /[^\\\s]\{\d+(?:,\d*)?\}/, // a {2,4} quantifier after something
  /(?:\.\*|\.\+|\]\+|\]\*|\)\+|\)\*|\)\?|\+\?|\*\?)/, // .*, [..]+, (...)?, lazy quantifiers
  /^\^|\$$/, // anchors at the ends
  /\\[.()[\]{}*+?|/]/, // escaped syntax characters
];

const constructCount = (line: string) => REGEX_CONSTRUCTS.filter((construct) => construct.test(line)).length;

const compiles = (pattern: string, flags: string) => {
  try {
    new RegExp(pattern, flags);
    return true;
  } catch {
    return false;
  }
};

/**
 * A regular expression alone on its line: as a JavaScript literal (/^\d{3}-\d{4}$/gm) it is unmistakable,
 * 0.9; a bare pattern scores 0.6 when it has at least three constructs only patterns have and compiles.
 * Prose, JSON, URLs and paths have none of them, or not together.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated, 1024);
  const line = sample.trim();
  if (truncated || line === '' || line.includes('\n') || line.length > 500) return null;
  const literal = splitLiteral(line);
  if (literal) {
    if (/^[*/]/.test(literal.pattern) || constructCount(literal.pattern) === 0) return null;
    return compiles(literal.pattern, literal.flags) ? { score: 0.9 } : null;
  }
  if (/^[[{"]/.test(line) && /[\]}"]$/.test(line) && !/\\[dwsb]/.test(line)) return null; // JSON, not a class
  if (/:\/\/|^[A-Za-z]:\\|^~?\//.test(line)) return null; // URLs and paths
  if (/\s\w+\s\w+\s\w+\s/.test(line)) return null; // prose with a few regex-like bits
  if (constructCount(line) < 3 || !compiles(line, '')) return null;
  return { score: 0.6 };
};
