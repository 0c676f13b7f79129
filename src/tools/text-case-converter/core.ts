import { sliceWholeCharacters } from '../../lib/unicode';
import { joinLines, splitLines, type Line } from '../../lib/text-lines';
import { assertWellFormed, encodeUtf8 } from '../../lib/utf8';

export type CaseId =
  'upper' | 'lower' | 'title' | 'sentence' | 'camel' | 'pascal' | 'snake' | 'kebab' | 'constant' | 'dot';

/** Every case the tool shows, in the order shown; each name is written in its own case. */
export const CASES: readonly { id: CaseId; name: string }[] = [
  { id: 'upper', name: 'UPPER CASE' },
  { id: 'lower', name: 'lower case' },
  { id: 'title', name: 'Title Case' },
  { id: 'sentence', name: 'Sentence case' },
  { id: 'camel', name: 'camelCase' },
  { id: 'pascal', name: 'PascalCase' },
  { id: 'snake', name: 'snake_case' },
  { id: 'kebab', name: 'kebab-case' },
  { id: 'constant', name: 'CONSTANT_CASE' },
  { id: 'dot', name: 'dot.case' },
];

export type CaseResults = Record<CaseId, string>;

/*
 * Words. A run of word characters starts with a letter or digit and goes on through letters, digits and
 * combining marks (so "é" written as e + ◌́ stays whole). An apostrophe between letters stays inside
 * ("don't"), as do the zero-width joiner and non-joiner some scripts write inside words (Persian
 * "می‌خواهم") when a letter or digit follows them. Everything else (spaces, punctuation, symbols, emoji,
 * _ - .) separates runs.
 *
 * A run splits into words where an identifier's words meet: lower → Upper ("fooBar"), the last capital
 * of an acronym or a number before a capitalised word ("XMLHttp" → XML | Http, "version2Update" →
 * version2 | Update), and a cased script ↔ a script without case ("API日本" → API | 日本). Digits
 * otherwise stay in the word they are written in: "utf8", "sha256", "i18n" and "k8s" are names, and
 * "utf_8" or "i_18_n" would break them.
 *
 * The scan is by hand over code points rather than by regular expression: lookbehinds at every position
 * made a 20 MB text take a minute.
 */
const OTHER = 1;
const UPPER = 2;
const LOWER = 3;
const CASELESS = 4;
const DIGIT = 5;
const MARK = 6;
const JOINER = 7;
const APOSTROPHE = 8;
type CharKind =
  | typeof OTHER
  | typeof UPPER
  | typeof LOWER
  | typeof CASELESS
  | typeof DIGIT
  | typeof MARK
  | typeof JOINER
  | typeof APOSTROPHE;

function computeKind(codePoint: number): CharKind {
  const char = String.fromCodePoint(codePoint);
  if (/[\p{Lu}\p{Lt}]/u.test(char)) return UPPER;
  if (/\p{Ll}/u.test(char)) return LOWER;
  if (/\p{L}/u.test(char)) return CASELESS;
  if (/\p{N}/u.test(char)) return DIGIT;
  if (/\p{M}/u.test(char)) return MARK;
  if (codePoint === 0x200c || codePoint === 0x200d) return JOINER;
  if (codePoint === 0x27 || codePoint === 0x2019) return APOSTROPHE;
  return OTHER;
}

/** Each code point's kind, worked out the first time it is met (0 = not yet). */
const kinds = new Uint8Array(0x110000);

function kindOf(codePoint: number): CharKind {
  let kind = kinds[codePoint]!;
  if (kind === 0) kinds[codePoint] = kind = computeKind(codePoint);
  return kind as CharKind;
}

const isWordChar = (kind: CharKind) => kind === UPPER || kind === LOWER || kind === CASELESS || kind === DIGIT;

/** The kind of the first character at or after `index` that is not a combining mark. */
function nextBaseKind(text: string, index: number): CharKind {
  while (index < text.length) {
    const codePoint = text.codePointAt(index)!;
    const kind = kindOf(codePoint);
    if (kind !== MARK) return kind;
    index += codePoint > 0xffff ? 2 : 1;
  }
  return OTHER;
}

/** Whether a new word starts at a character of kind `current` after one of kind `previous`; `after` is the index past it. */
function startsWord(previous: CharKind, current: CharKind, text: string, after: number): boolean {
  if (current === UPPER)
    return (
      previous === LOWER ||
      previous === CASELESS ||
      ((previous === UPPER || previous === DIGIT) && nextBaseKind(text, after) === LOWER)
    );
  if (current === LOWER) return previous === CASELESS;
  if (current === CASELESS) return previous === UPPER || previous === LOWER;
  return false;
}

/**
 * Calls `visit` with each word's UTF-16 range, in order; `firstInRun` is false for words that an
 * identifier boundary split off the word before them.
 */
function forEachWord(text: string, visit: (start: number, end: number, firstInRun: boolean) => void): void {
  const length = text.length;
  let index = 0;
  while (index < length) {
    const codePoint = text.codePointAt(index)!;
    const kind = kindOf(codePoint);
    index += codePoint > 0xffff ? 2 : 1;
    if (!isWordChar(kind)) continue;

    let wordStart = index - (codePoint > 0xffff ? 2 : 1);
    let firstInRun = true;
    let previous = kind;
    while (index < length) {
      const nextCodePoint = text.codePointAt(index)!;
      const nextKind = kindOf(nextCodePoint);
      const size = nextCodePoint > 0xffff ? 2 : 1;
      if (nextKind === MARK) {
        index += size;
        continue;
      }
      if (nextKind === JOINER || nextKind === APOSTROPHE) {
        if (index + size >= length || !isWordChar(kindOf(text.codePointAt(index + size)!))) break;
        index += size;
        continue;
      }
      if (!isWordChar(nextKind)) break;
      if (startsWord(previous, nextKind, text, index + size)) {
        visit(wordStart, index, firstInRun);
        wordStart = index;
        firstInRun = false;
      }
      previous = nextKind;
      index += size;
    }
    visit(wordStart, index, firstInRun);
  }
}

const APOSTROPHES = /['’]/g;

/** The words of one line, in order, as written (apostrophes dropped: "don't" is the word "dont"). */
export function splitWords(line: string): string[] {
  const words: string[] = [];
  forEachWord(line, (start, end) => {
    const word = line.slice(start, end);
    words.push(word.includes("'") || word.includes('’') ? word.replace(APOSTROPHES, '') : word);
  });
  return words;
}

/**
 * The title-case form of the letters that have one distinct from their capital: the Latin digraphs
 * DŽ, LJ, NJ, DZ (Unicode's titlecase mapping; JavaScript has no toTitleCase).
 */
const TITLECASE_DIGRAPHS: Record<string, string> = {
  '\u01C4': '\u01C5',
  '\u01C5': '\u01C5',
  '\u01C6': '\u01C5',
  '\u01C7': '\u01C8',
  '\u01C8': '\u01C8',
  '\u01C9': '\u01C8',
  '\u01CA': '\u01CB',
  '\u01CB': '\u01CB',
  '\u01CC': '\u01CB',
  '\u01F1': '\u01F2',
  '\u01F2': '\u01F2',
  '\u01F3': '\u01F2',
};

/**
 * One character as the first letter of a capitalised word. Where the capital is several letters, only the
 * first stays capital: "ß" → "Ss", "ﬁ" → "Fi" (what Unicode's titlecase mapping gives for them).
 */
function titleCaseChar(char: string): string {
  const digraph = TITLECASE_DIGRAPHS[char];
  if (digraph) return digraph;
  const upper = char.toUpperCase();
  const first = String.fromCodePoint(upper.codePointAt(0)!);
  return first.length === upper.length ? upper : first + upper.slice(first.length).toLowerCase();
}

/**
 * `text` lower-cased, without the lower-cased `prefix` it starts with. Lower-casing with the prefix in
 * place keeps Greek final sigma right: "ΟΣ" → "Ος", not "Οσ".
 */
function lowerAfter(prefix: string, text: string): string {
  return text.toLowerCase().slice(prefix.toLowerCase().length);
}

/**
 * Only letter case changes: spaces, punctuation and line breaks stay where they are. A word's first
 * letter becomes a capital when the word starts a run or a capitalised hump ("iPhone" → "IPhone"); every
 * other letter becomes lower case, including those after a digit ("1st", "mp3", "3D" → "3d").
 */
function toTitleCase(text: string): string {
  let result = '';
  // Text before `copied` is in the result; `capital` is the last capital written, for lowerAfter's context.
  let copied = 0;
  let capital = '';
  forEachWord(text, (start, _end, firstInRun) => {
    const first = String.fromCodePoint(text.codePointAt(start)!);
    if (!firstInRun && kindOf(first.codePointAt(0)!) !== UPPER) return;
    result += lowerAfter(capital, capital + text.slice(copied, start)) + titleCaseChar(first);
    copied = start + first.length;
    capital = first;
  });
  return result + lowerAfter(capital, capital + text.slice(copied));
}

/**
 * A sentence starts at the start of each line and after . ! ? … ‽ (and closing quotes or brackets)
 * followed by white space. Its first letter is capitalised, unless the sentence starts with a number.
 */
const SENTENCE_START = /(^|[.!?…‽]['"’”)\]»]*\s+)([^\p{L}\p{N}]*?)(\p{L})/gmu;

function toSentenceCase(text: string): string {
  return text
    .toLowerCase()
    .replace(
      SENTENCE_START,
      (_match, before: string, lead: string, letter: string) => before + lead + titleCaseChar(letter),
    );
}

type IdentifierCase = Exclude<CaseId, 'upper' | 'lower' | 'title' | 'sentence'>;

/** A word's first letter capital and the rest lower; `lower` is the whole word lower-cased. */
function capitalizeFrom(word: string, lower: string): string {
  const code = word.charCodeAt(0);
  // ASCII first letters are most words: no digraphs, no multi-letter capitals.
  if (code < 0x80)
    return (code >= 0x61 && code <= 0x7a ? String.fromCharCode(code - 0x20) : word.charAt(0)) + lower.slice(1);
  const first = String.fromCodePoint(word.codePointAt(0)!);
  return titleCaseChar(first) + lower.slice(first.toLowerCase().length);
}

interface WordForms {
  lower: string;
  capitalized: string;
  upper: string;
}

/**
 * Words repeat (most text uses a few thousand words many times), so each word's forms are kept while
 * the text is converted: on large input this halves the time. Bounded, so a text of unique words cannot
 * make it grow without limit.
 */
const formsCache = new Map<string, WordForms>();
const FORMS_CACHE_LIMIT = 50_000;

function wordForms(word: string): WordForms {
  let forms = formsCache.get(word);
  if (forms === undefined) {
    const lower = word.toLowerCase();
    forms = { lower, capitalized: capitalizeFrom(word, lower), upper: word.toUpperCase() };
    if (formsCache.size >= FORMS_CACHE_LIMIT) formsCache.clear();
    formsCache.set(word, forms);
  }
  return forms;
}

/** One line's words in each identifier case. */
function identifierLine(line: string): Record<IdentifierCase, string> {
  const forms = splitWords(line).map(wordForms);
  const lower = forms.map((form) => form.lower);
  const capitalized = forms.map((form) => form.capitalized);
  return {
    camel: lower.slice(0, 1).concat(capitalized.slice(1)).join(''),
    pascal: capitalized.join(''),
    snake: lower.join('_'),
    kebab: lower.join('-'),
    constant: forms.map((form) => form.upper).join('_'),
    dot: lower.join('.'),
  };
}

const IDENTIFIER_CASES: readonly IdentifierCase[] = ['camel', 'pascal', 'snake', 'kebab', 'constant', 'dot'];

/**
 * The text in every case at once. UPPER, lower, Title and Sentence case change only letter case and keep
 * everything else. The identifier cases work line by line (a list of names stays a list, one per line):
 * each line's words are joined in that case, and what separated them (spaces, punctuation, emoji) goes.
 * Case mapping is Unicode's and the same in every locale ("i" → "I", "ß" → "SS").
 */
export function convertCases(text: string): CaseResults {
  assertWellFormed(text);
  const lines = splitLines(text);
  const identifierLines: Record<IdentifierCase, Line[]> = {
    camel: [],
    pascal: [],
    snake: [],
    kebab: [],
    constant: [],
    dot: [],
  };
  for (const line of lines) {
    const converted = identifierLine(line.text);
    for (const id of IDENTIFIER_CASES) identifierLines[id].push({ text: converted[id], lineBreak: line.lineBreak });
  }
  const identifier = (id: IdentifierCase) => joinLines(identifierLines[id]);
  return {
    upper: text.toUpperCase(),
    lower: text.toLowerCase(),
    title: toTitleCase(text),
    sentence: toSentenceCase(text),
    camel: identifier('camel'),
    pascal: identifier('pascal'),
    snake: identifier('snake'),
    kebab: identifier('kebab'),
    constant: identifier('constant'),
    dot: identifier('dot'),
  };
}

/**
 * How much of each case the screen shows; the rest is there for Copy and Download. Each block shows about
 * ten lines and scrolls: ten blocks of 20,000 characters took a layout of 120 ms (Chromium 156), too long
 * a pause for text nobody scrolls through there.
 */
export const PREVIEW_LIMIT = 5_000;

/** What the screen shows of one case: its start, its length, and all of it as UTF-8 for Copy and Download. */
export interface CaseOutput {
  preview: string;
  length: number;
  utf8: Uint8Array;
}

/**
 * The cases as the screen needs them. Twenty megabytes of input make ten results of twenty megabytes each:
 * as strings they cost the page a pause of about 300 ms to receive from the worker; as UTF-8 bytes the
 * worker hands them over without a copy, and only the previews are strings.
 */
export function convertCasesForScreen(text: string): Record<CaseId, CaseOutput> {
  const results = convertCases(text);
  const outputs = {} as Record<CaseId, CaseOutput>;
  for (const { id } of CASES)
    outputs[id] = { preview: previewOf(results[id]), length: results[id].length, utf8: encodeUtf8(results[id]) };
  return outputs;
}

/**
 * The start of a result, for display: whole lines where a line break falls in the last quarter,
 * otherwise cut between characters, never inside a surrogate pair.
 */
export function previewOf(text: string, limit = PREVIEW_LIMIT): string {
  if (text.length <= limit) return text;
  const lineEnd = text.lastIndexOf('\n', limit - 1);
  if (lineEnd >= limit * 0.75) return text.slice(0, lineEnd + 1);
  return sliceWholeCharacters(text, limit);
}

export const SAMPLE_TEXT = [
  'The quick brown fox jumps over the lazy dog',
  'userFirstName',
  'XMLHttpRequest for utf8 files',
  'max_retry-count.v2',
  "don't stop believin'",
  'Crème brûlée à São Paulo',
  'Straße und Ölfeld',
  'ΟΔΟΣ προς την πόλη',
  'مرحبا بالعالم 👋',
].join('\n');
