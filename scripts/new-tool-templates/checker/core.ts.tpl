import { LineIndex, ProblemCollector, type DocumentProblem } from '../../lib/problems';

/** A document that reads, for Load Sample. */
export const SAMPLE_INPUT = '# Settings, one a line\nname = demo\nversion = 1.0\nowner = team@example.com\n';
/** A document with problems of each kind, for Broken Example. */
export const BROKEN_SAMPLE_INPUT = 'name = demo\nversion\nname = again\n = orphan\n';

/** At most this many problems of one kind are listed; the rest are counted. */
const PER_CODE = 1000;

export interface CheckReport {
  problems: DocumentProblem[];
  /** Every problem found, listed or not. */
  problemTotal: number;
  settings: number;
}

/**
 * The document checked, line by line: each line not blank or a `#` comment is a `name = value` setting. A
 * line without `=` or without a name is an error, a name set twice a warning. Replace the rules with the
 * tool's; each problem says what is wrong and why, at its place.
 */
export function checkDocument(text: string): CheckReport {
  const index = new LineIndex(text);
  const found = new ProblemCollector({ perCode: PER_CODE });
  const seen = new Map<string, number>();
  let settings = 0;
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const content = line.trim();
    if (content === '' || content.startsWith('#')) continue;
    const at = start + line.indexOf(content);
    const equals = content.indexOf('=');
    if (equals === -1) {
      found.add('missing-equals', () =>
        index.problem('error', `"${content}" has no "=": write a setting as name = value`, at, {
          length: content.length,
          code: 'missing-equals',
        }),
      );
      continue;
    }
    const name = content.slice(0, equals).trim();
    if (name === '') {
      found.add('missing-name', () =>
        index.problem('error', 'This setting has no name before its "="', at, { length: 1, code: 'missing-name' }),
      );
      continue;
    }
    settings += 1;
    const first = seen.get(name);
    if (first === undefined) seen.set(name, at);
    else {
      found.add('duplicate-name', () =>
        index.problem('warning', `"${name}" is set again: the line ${index.locate(first).line} one is overridden`, at, {
          length: name.length,
          code: 'duplicate-name',
        }),
      );
    }
  }
  return { problems: found.problems, problemTotal: found.total, settings };
}
