import { sampleHead, type Detector } from '../../lib/detect';

/** Leading blank lines and SQL comments: where the first statement starts. */
const LEADING = /^(?:\s+|--[^\n]*|\/\*[\s\S]*?\*\/)*/;
const PART = String.raw`(?:[\w$]+|"[^"\n]+"|\x60[^\x60\n]+\x60|\[[^\]\n]+\])`;
/** A name, quoted or not, qualified or not: `t`, `dbo.[Users]`, `"s"."t"`. */
const NAME = String.raw`${PART}(?:\.${PART})*`;

/** Statements whose shape prose never has: a keyword pair with a name and its own punctuation. */
const STATEMENTS = [
  new RegExp(String.raw`^insert\s+(?:ignore\s+)?into\s+${NAME}\s*(?:\(|values\b|select\b|default\s+values)`, 'i'),
  new RegExp(
    String.raw`^create\s+(?:or\s+replace\s+)?(?:temp(?:orary)?\s+)?(?:table|view)\s+(?:if\s+not\s+exists\s+)?${NAME}\s*(?:\(|as\b)`,
    'i',
  ),
  new RegExp(String.raw`^create\s+(?:unique\s+)?index\s+${NAME}\s+on\s+${NAME}`, 'i'),
  new RegExp(String.raw`^update\s+${NAME}(?:\s+\w+)?\s+set\s+${NAME}\s*=`, 'i'),
  new RegExp(String.raw`^delete\s+from\s+${NAME}(?:\s+where\b|\s*;|\s*$)`, 'i'),
  new RegExp(String.raw`^alter\s+table\s+${NAME}\s+(?:add|drop|alter|rename|modify)\b`, 'i'),
  new RegExp(String.raw`^drop\s+(?:table|view|index)\s+(?:if\s+exists\s+)?${NAME}\s*(?:;|$)`, 'i'),
  new RegExp(String.raw`^with\s+(?:recursive\s+)?${NAME}\s*(?:\([^)]*\)\s*)?as\s*\(\s*select\b`, 'i'),
];

/**
 * A SELECT: FROM a name after a list of columns, then what only a query has (a comma list, `*`, a WHERE,
 * JOIN, GROUP BY or ORDER BY, or a closing `;`). "Select all from the menu" has none of them.
 */
const SELECT = new RegExp(String.raw`^select\s+(?:distinct\s+|top\s+\d+\s+)?[^;]*?\bfrom\s+${NAME}`, 'i');
const QUERY_SIGN =
  /^select\s+(?:distinct\s+)?(?:\*|[^\s,]+\s*,)|\b(?:where|join|group\s+by|order\s+by|limit)\b|;\s*$/im;

/**
 * SQL: the first statement after any comments is one of the shapes above. SQL is a kind of data, so it scores
 * as the data tools do; prose that starts with "Select" or "Update" does not have their punctuation.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  const start = sample.replace(LEADING, '');
  if (STATEMENTS.some((statement) => statement.test(start))) return { score: 0.8 };
  if (SELECT.test(start) && QUERY_SIGN.test(start)) return { score: 0.8 };
  return null;
};
