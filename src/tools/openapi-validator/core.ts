/**
 * Checks an OpenAPI description (2.0, 3.0, 3.1 or 3.2; JSON or YAML): against its version's official
 * schema, then with the checks a schema cannot make (rules.ts), every problem placed in the source.
 */
import { formatCount } from '../../lib/format';
import { LineIndex, ProblemCollector, sortProblems, type DocumentProblem } from '../../lib/problems';
import { SourceLocator, parseDocument } from './document';
import { sourceFormat, type SourceFormat } from './format';
import type { Finding } from './findings';
import { checkRules, isObject, type Operation } from './rules';
import { checkAgainstSchema, type SpecVersion } from './schema-check';
import { summarize, type OpenApiSummary } from './summary';

export { SAMPLE_INPUT } from './samples';

export interface OpenApiReport {
  format: SourceFormat;
  /** Null when the text is not an OpenAPI document of a known version. */
  version: SpecVersion | null;
  problems: DocumentProblem[];
  summary: OpenApiSummary | null;
  /** `$ref`s into other documents: not read, as nothing is fetched. */
  externalRefs: string[];
  /** Set when problems were left out past a limit. */
  limitNote?: string;
}

/** At most this many problems of one kind, and in all: a 10 MB document with one mistake repeated stays usable. */
const MAX_PER_CODE = 1000;
const MAX_PROBLEMS = 10_000;

type VersionCheck = { version: SpecVersion } | { finding: Finding };

function specVersion(document: Record<string, unknown>): VersionCheck {
  const { openapi, swagger } = document;
  const wrong = (pointer: string, message: string): VersionCheck => ({
    finding: { severity: 'error', code: 'version', pointer, message },
  });
  if (openapi !== undefined) {
    if (typeof openapi === 'number')
      return wrong('/openapi', `\`openapi\` must be a string such as "3.1.0", not the number ${openapi}: quote it`);
    if (typeof openapi !== 'string') return wrong('/openapi', '`openapi` must be a version string such as "3.1.0"');
    const minor = /^3\.([0-2])\.\d+(?:-.+)?$/.exec(openapi);
    if (!minor) {
      return wrong(
        '/openapi',
        /^3\.[0-2]$/.test(openapi)
          ? `\`openapi\` must name the patch version too: "${openapi}.0", for example`
          : `\`openapi: ${openapi}\` is not a version this validator knows: it checks 3.0.x, 3.1.x and 3.2.x (and \`swagger: "2.0"\`)`,
      );
    }
    return { version: `3.${minor[1]}` as SpecVersion };
  }
  if (swagger !== undefined) {
    if (swagger === '2.0') return { version: '2.0' };
    if (swagger === 2) return wrong('/swagger', '`swagger` must be the string "2.0", not a number: quote it');
    return wrong(
      '/swagger',
      `\`swagger: ${String(swagger)}\` is not a version this validator knows: only "2.0" is (Swagger 1.x is retired)`,
    );
  }
  return wrong(
    '',
    'This is not an OpenAPI description: it needs a top-level `openapi` field (such as `openapi: 3.1.0`) or `swagger: "2.0"`',
  );
}

/** Keeps at most MAX_PER_CODE findings of each code and MAX_PROBLEMS in all; says what was left out. */
function capFindings(findings: readonly Finding[]): { kept: Finding[]; limitNote?: string } {
  const found = new ProblemCollector<Finding>({ perCode: MAX_PER_CODE, total: MAX_PROBLEMS });
  for (const finding of findings) found.add(finding.code, finding);
  if (found.dropped === 0) return { kept: found.problems };
  return {
    kept: found.problems,
    limitNote: `${formatCount(found.dropped)} more problems are not listed: at most ${formatCount(MAX_PER_CODE)} of each kind and ${formatCount(MAX_PROBLEMS)} in all are shown.`,
  };
}

/** Summary fields that may be written as numbers (`version: 1.10`): shown as written, not as parsed (1.1). */
const VERBATIM_FIELDS = { apiVersion: '/info/version', title: '/info/title' } as const;

function place(
  text: string,
  format: SourceFormat,
  findings: readonly Finding[],
  operations: readonly Operation[] = [],
  summary: OpenApiSummary | null = null,
  document: Record<string, unknown> = {},
): DocumentProblem[] {
  const index = new LineIndex(text);
  const locator = new SourceLocator(text, format);
  for (const finding of findings) locator.want(finding.pointer);
  for (const operation of operations) locator.want(operation.pointer);
  for (const pointer of Object.values(VERBATIM_FIELDS)) locator.want(pointer);
  for (const operation of operations) {
    const { offset, length } = locator.span(operation.pointer, 'key');
    operation.at = { offset, length, line: index.locate(offset).line };
  }
  const info = isObject(document['info']) ? document['info'] : {};
  if (summary) {
    for (const [field, pointer] of Object.entries(VERBATIM_FIELDS) as [keyof typeof VERBATIM_FIELDS, string][]) {
      if (typeof info[pointer.slice('/info/'.length)] !== 'number') continue;
      const { offset, length } = locator.span(pointer);
      summary[field] = text.slice(offset, offset + length);
    }
  }
  return sortProblems(
    findings.map((finding) => {
      const { offset, length } = locator.span(finding.pointer, finding.target);
      return index.problem(finding.severity, finding.message, offset, { length, code: finding.code });
    }),
  );
}

export function checkOpenApi(text: string): OpenApiReport {
  const format = sourceFormat(text);
  const empty: OpenApiReport = { format, version: null, problems: [], summary: null, externalRefs: [] };
  if (text.trim() === '') return empty;
  const parsed = parseDocument(text, format);
  if (!parsed.ok) {
    const index = new LineIndex(text);
    const offset = parsed.location?.offset ?? 0;
    return {
      ...empty,
      problems: [index.problem('error', parsed.message, offset, { length: 1, code: 'syntax' })],
    };
  }
  const document = parsed.value;
  if (!isObject(document)) {
    return {
      ...empty,
      problems: place(text, format, [
        {
          severity: 'error',
          code: 'not-openapi',
          pointer: '',
          message: `An OpenAPI description is ${format === 'json' ? 'a JSON object' : 'a YAML mapping'} with \`openapi\`, \`info\` and \`paths\` at the top, not ${Array.isArray(document) ? 'a list' : 'a single value'}`,
        },
      ]),
    };
  }
  const versionCheck = specVersion(document);
  if ('finding' in versionCheck) return { ...empty, problems: place(text, format, [versionCheck.finding]) };
  const { version } = versionCheck;
  const schema = checkAgainstSchema(document, version);
  const rules = checkRules(document, version);
  const { kept, limitNote } = capFindings([...schema.findings, ...rules.findings]);
  const incomplete = schema.complete
    ? undefined
    : 'The document has so many schema errors that only the first of each kind could be collected.';
  const note = [limitNote, incomplete].filter(Boolean).join(' ');
  const summary = summarize(document, version, rules.operations, rules.refCount);
  const shown = new Set(summary.groups.flatMap((group) => group.operations));
  return {
    format,
    version,
    problems: place(text, format, kept, [...shown], summary, document),
    summary,
    externalRefs: rules.externalRefs,
    ...(note ? { limitNote: note } : {}),
  };
}
