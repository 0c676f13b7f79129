import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { CASES, SAMPLE_TEXT, convertCases, convertCasesForScreen, previewOf, splitWords, type CaseId } from './core';

describe('splitWords', () => {
  it.each([
    { input: 'hello world', words: ['hello', 'world'] },
    { input: '  hello,   world!  ', words: ['hello', 'world'] },
    { input: 'userFirstName', words: ['user', 'First', 'Name'] },
    { input: 'UserFirstName', words: ['User', 'First', 'Name'] },
    { input: 'XMLHttpRequest', words: ['XML', 'Http', 'Request'] },
    { input: 'getHTTPResponseCode', words: ['get', 'HTTP', 'Response', 'Code'] },
    { input: 'snake_case_words', words: ['snake', 'case', 'words'] },
    { input: 'SCREAMING_SNAKE', words: ['SCREAMING', 'SNAKE'] },
    { input: 'kebab-case-words', words: ['kebab', 'case', 'words'] },
    { input: 'dot.case.words', words: ['dot', 'case', 'words'] },
    { input: '__private__field', words: ['private', 'field'] },
    { input: 'version2Update', words: ['version2', 'Update'] },
    { input: 'HTML5Parser', words: ['HTML5', 'Parser'] },
    { input: 'utf8 sha256 i18n k8s', words: ['utf8', 'sha256', 'i18n', 'k8s'] },
    { input: '2 fast 2 furious', words: ['2', 'fast', '2', 'furious'] },
    { input: '3.14', words: ['3', '14'] },
    { input: "don't stop", words: ['dont', 'stop'] },
    { input: 'it’s', words: ['its'] },
    { input: "'quoted'", words: ['quoted'] },
    { input: "O'Brien", words: ['O', 'Brien'] },
    { input: 'e\u0301cole', words: ['e\u0301cole'] },
    { input: 'Crème brûlée', words: ['Crème', 'brûlée'] },
    { input: 'ÉcoleNormale', words: ['École', 'Normale'] },
    { input: 'ΟΔΟΣ προς', words: ['ΟΔΟΣ', 'προς'] },
    { input: 'שלום עולם', words: ['שלום', 'עולם'] },
    { input: 'مرحبا_بالعالم', words: ['مرحبا', 'بالعالم'] },
    { input: 'می‌خواهم', words: ['می‌خواهم'] },
    { input: 'नमस्ते दुनिया', words: ['नमस्ते', 'दुनिया'] },
    { input: 'API日本語Text', words: ['API', '日本語', 'Text'] },
    { input: 'I ❤️ JS 🚀!', words: ['I', 'JS'] },
    { input: 'family👩‍👩‍👧emoji', words: ['family', 'emoji'] },
    { input: '𝐀𝐁𝐂 𝒶𝒷', words: ['𝐀𝐁𝐂', '𝒶𝒷'] },
    { input: '!\u0301?', words: [] },
    { input: '', words: [] },
  ])('$input', ({ input, words }) => {
    expect(splitWords(input)).toEqual(words);
  });
});

const ONE_LINE_CASES: { input: string; expected: Partial<Record<CaseId, string>> }[] = [
  {
    input: 'hello world',
    expected: {
      upper: 'HELLO WORLD',
      lower: 'hello world',
      title: 'Hello World',
      sentence: 'Hello world',
      camel: 'helloWorld',
      pascal: 'HelloWorld',
      snake: 'hello_world',
      kebab: 'hello-world',
      constant: 'HELLO_WORLD',
      dot: 'hello.world',
    },
  },
  {
    input: 'XMLHttpRequest',
    expected: {
      title: 'XmlHttpRequest',
      camel: 'xmlHttpRequest',
      pascal: 'XmlHttpRequest',
      snake: 'xml_http_request',
      constant: 'XML_HTTP_REQUEST',
      dot: 'xml.http.request',
    },
  },
  {
    input: 'user_first_name',
    expected: {
      camel: 'userFirstName',
      pascal: 'UserFirstName',
      kebab: 'user-first-name',
      title: 'User_First_Name',
      sentence: 'User_first_name',
    },
  },
  {
    input: 'MAX_RETRY_COUNT',
    expected: { camel: 'maxRetryCount', snake: 'max_retry_count', title: 'Max_Retry_Count' },
  },
  {
    input: 'background-color',
    expected: { camel: 'backgroundColor', constant: 'BACKGROUND_COLOR', title: 'Background-Color' },
  },
  { input: 'version 2 update', expected: { camel: 'version2Update', snake: 'version_2_update' } },
  { input: 'version2Update', expected: { snake: 'version2_update', camel: 'version2Update' } },
  {
    input: 'iPhone 3D 1st mp3',
    expected: { title: 'IPhone 3d 1st Mp3', sentence: 'Iphone 3d 1st mp3', snake: 'i_phone_3d_1st_mp3' },
  },
  {
    input: "don't STOP believin'",
    expected: { title: "Don't Stop Believin'", camel: 'dontStopBelievin', kebab: 'dont-stop-believin' },
  },
  {
    input: 'hello, world! how are you?',
    expected: {
      title: 'Hello, World! How Are You?',
      sentence: 'Hello, world! How are you?',
      snake: 'hello_world_how_are_you',
    },
  },
  { input: 'the END. "next" one… and? (yes) ok', expected: { sentence: 'The end. "Next" one… And? (Yes) ok' } },
  { input: '3 apples. 2 pears', expected: { sentence: '3 apples. 2 pears', camel: '3Apples2Pears' } },
  // Unicode: combining marks stay on their letter, astral letters and emoji are whole.
  {
    input: 'e\u0301cole normale',
    expected: {
      upper: 'E\u0301COLE NORMALE',
      title: 'E\u0301cole Normale',
      pascal: 'E\u0301coleNormale',
      snake: 'e\u0301cole_normale',
    },
  },
  { input: 'crème brûlée', expected: { upper: 'CRÈME BRÛLÉE', camel: 'crèmeBrûlée', constant: 'CRÈME_BRÛLÉE' } },
  { input: 'I ❤️ JS 🚀', expected: { upper: 'I ❤️ JS 🚀', lower: 'i ❤️ js 🚀', snake: 'i_js', camel: 'iJs' } },
  { input: '𝐀𝐁𝐂 deploy 👩‍👩‍👧 now', expected: { kebab: '𝐀𝐁𝐂-deploy-now', lower: '𝐀𝐁𝐂 deploy 👩‍👩‍👧 now' } },
  // Right-to-left and caseless scripts keep their letters; only the joiners change.
  { input: 'שלום עולם', expected: { upper: 'שלום עולם', camel: 'שלוםעולם', snake: 'שלום_עולם', kebab: 'שלום-עולם' } },
  { input: 'مرحبا بالعالم', expected: { dot: 'مرحبا.بالعالم', constant: 'مرحبا_بالعالم' } },
  { input: 'API日本語Text', expected: { snake: 'api_日本語_text', title: 'Api日本語Text' } },
  // Case mapping is Unicode's, the same in every locale.
  { input: 'Straße', expected: { upper: 'STRASSE', constant: 'STRASSE', lower: 'straße', pascal: 'Straße' } },
  { input: 'ß', expected: { title: 'Ss', pascal: 'Ss' } },
  { input: 'ﬁsh', expected: { title: 'Fish', upper: 'FISH' } },
  { input: 'istanbul ırmak', expected: { upper: 'ISTANBUL IRMAK', title: 'Istanbul Irmak' } },
  { input: 'İSTANBUL', expected: { lower: 'i\u0307stanbul', snake: 'i\u0307stanbul', title: 'İstanbul' } },
  {
    input: 'ΟΔΟΣ ΚΑΙ ΟΣ',
    expected: { lower: 'οδος και ος', title: 'Οδος Και Ος', camel: 'οδοςΚαιΟς', snake: 'οδος_και_ος' },
  },
  { input: 'ǆemal ǈubljana', expected: { title: 'ǅemal ǈubljana', pascal: 'ǅemalǈubljana', upper: 'ǄEMAL ǇUBLJANA' } },
];

describe('convertCases', () => {
  it.each(ONE_LINE_CASES)('$input', ({ input, expected }) => {
    expect(convertCases(input)).toMatchObject(expected);
  });

  it('gives every case, in the order shown', () => {
    expect(Object.keys(convertCases('a b')).sort()).toEqual(CASES.map((entry) => entry.id).sort());
    expect(CASES.map((entry) => entry.name)).toEqual([
      'UPPER CASE',
      'lower case',
      'Title Case',
      'Sentence case',
      'camelCase',
      'PascalCase',
      'snake_case',
      'kebab-case',
      'CONSTANT_CASE',
      'dot.case',
    ]);
  });

  it('converts identifier cases line by line, keeping empty lines and the final line break', () => {
    const result = convertCases('first name\n\nlast-name\n  ?? \nemailAddress\n');
    expect(result.camel).toBe('firstName\n\nlastName\n\nemailAddress\n');
    expect(result.constant).toBe('FIRST_NAME\n\nLAST_NAME\n\nEMAIL_ADDRESS\n');
    expect(result.sentence).toBe('First name\n\nLast-name\n  ?? \nEmailaddress\n');
    expect(result.title).toBe('First Name\n\nLast-Name\n  ?? \nEmailAddress\n');
  });

  it('keeps Windows line breaks', () => {
    expect(convertCases('a b\r\nc d\r\n').snake).toBe('a_b\r\nc_d\r\n');
  });

  it('converts its sample', () => {
    const result = convertCases(SAMPLE_TEXT);
    expect(result.camel.split('\n')).toHaveLength(SAMPLE_TEXT.split('\n').length);
    expect(result.snake.split('\n').slice(0, 4)).toEqual([
      'the_quick_brown_fox_jumps_over_the_lazy_dog',
      'user_first_name',
      'xml_http_request_for_utf8_files',
      'max_retry_count_v2',
    ]);
  });

  it('refuses a lone surrogate, saying where it is', () => {
    expect(() => convertCases('ok\nab\uD83D')).toThrow(ToolError);
    expect(() => convertCases('ok\nab\uD83D')).toThrow(/lone surrogate U\+D83D at line 2, column 3/);
  });

  it('converts empty text to empty text in every case', () => {
    expect(Object.values(convertCases(''))).toEqual(Array(10).fill(''));
  });
});

/*
 * Property tests: no case may lose or invent a letter or digit. An independent definition of the
 * characters that make up words (letters and digits, with the marks written on them) says which ones
 * the identifier cases must keep; the text cases must keep everything.
 */

/** Letters and digits, ignoring case (folded three ways so ß/SS, ς/σ, K/k, İ/i̇ all meet) and separators. */
function foldLetters(text: string): string {
  const folded = text.toLowerCase().toUpperCase().toLowerCase().normalize('NFD').replace(/ς/g, 'σ');
  return [...folded].filter((char) => /[\p{L}\p{N}]/u.test(char)).join('');
}

/** The whole text, ignoring case only. */
function foldCase(text: string): string {
  return text.toLowerCase().toUpperCase().toLowerCase().normalize('NFD').replace(/ς/g, 'σ');
}

/** The oracle: word characters are letters and digits, and the marks that follow them; nothing else. */
const WORD_CHARS = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
const keptByIdentifiers = (text: string) => (text.match(WORD_CHARS) ?? []).join('');

/** Text that stresses the rules: identifiers, digits, separators and the awkward letters of case mapping. */
const tricky = fc
  .array(
    fc.constantFrom(
      'foo',
      'Bar',
      'XML',
      'http',
      '2',
      '42',
      '_',
      '-',
      '.',
      ' ',
      '\n',
      "'",
      '’',
      'é',
      'e\u0301',
      'ß',
      'ẞ',
      'İ',
      'ı',
      'i',
      'Σ',
      'σ',
      'ς',
      'ǆ',
      'ǅ',
      'Ǆ',
      'ﬁ',
      'K',
      'ŉ',
      'ᾳ',
      '\u0345',
      '👩‍👩‍👧',
      '🇫🇷',
      'שלום',
      'مرحبا',
      '日本',
      '\u200D',
      '\u200C',
      '𝐀',
      '①',
      '½',
    ),
    { maxLength: 30 },
  )
  .map((pieces) => pieces.join(''));

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  tricky,
);

describe('properties', () => {
  it('UPPER, lower, Title and Sentence case change only the case of letters', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = convertCases(text);
        for (const id of ['upper', 'lower', 'title', 'sentence'] as const)
          expect(foldCase(result[id]), id).toBe(foldCase(text));
      }),
      { numRuns: 500 },
    );
  });

  it('the identifier cases keep every letter and digit, in order, line by line, and nothing else', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = convertCases(text);
        const inputLines = text.split(/\r\n|\r|\n/);
        for (const id of ['camel', 'pascal', 'snake', 'kebab', 'constant', 'dot'] as const) {
          const outputLines = result[id].split(/\r\n|\r|\n/);
          expect(outputLines, id).toHaveLength(inputLines.length);
          outputLines.forEach((line, index) =>
            expect(foldLetters(line), `${id} line ${index + 1}`).toBe(
              foldLetters(keptByIdentifiers(inputLines[index]!)),
            ),
          );
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the identifier cases write only word characters and their own separator', () => {
    const separators: Record<string, RegExp> = {
      camel: /^$/,
      pascal: /^$/,
      snake: /^_?$/,
      kebab: /^-?$/,
      constant: /^_?$/,
      dot: /^\.?$/,
    };
    fc.assert(
      fc.property(anyText, (text) => {
        const result = convertCases(text);
        for (const [id, separator] of Object.entries(separators)) {
          for (const line of result[id as CaseId].split(/\r\n|\r|\n/)) {
            for (const between of line.split(/[\p{L}\p{M}\p{N}\u200C\u200D]+/u))
              expect(between, `${id}: ${JSON.stringify(line)}`).toMatch(separator);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  // Not for camelCase and PascalCase: one-letter words leave no trace there ("a b c" → "ABC", an acronym).
  it('converting a snake, kebab, constant or dot identifier again gives the same identifier', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            'a',
            'b',
            'Z',
            'é',
            'Ö',
            '1',
            '2',
            ' ',
            '_',
            '-',
            '.',
            'XML',
            'ß',
            'ǆ',
            'ǅ',
            'Σ',
            '日',
            'ש',
            '😀',
          ),
        }),
        (text) => {
          const result = convertCases(text);
          for (const id of ['snake', 'kebab', 'constant', 'dot'] as const)
            expect(convertCases(result[id])[id], id).toBe(result[id]);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('previewOf', () => {
  it.each([
    { name: 'short text whole', text: 'abc', limit: 10, preview: 'abc' },
    { name: 'cut at a line break in the last quarter', text: 'aaaaaaaa\nbbbbbbbbbb', limit: 10, preview: 'aaaaaaaa\n' },
    {
      name: 'cut between characters without a late line break',
      text: 'a\nbbbbbbbbbbbbbb',
      limit: 10,
      preview: 'a\nbbbbbbbb',
    },
    { name: 'never inside a surrogate pair', text: 'aaaaaaaaa😀b', limit: 10, preview: 'aaaaaaaaa' },
  ])('$name', ({ text, limit, preview }) => {
    expect(previewOf(text, limit)).toBe(preview);
  });
});

describe('convertCasesForScreen', () => {
  it('gives each case its preview, its length and all of it as UTF-8', () => {
    const text = `${'Grüße 👋 userFirstName\n'.repeat(2000)}end`;
    const cases = convertCases(text);
    const outputs = convertCasesForScreen(text);
    for (const { id } of CASES) {
      expect(outputs[id].preview).toBe(previewOf(cases[id]));
      expect(outputs[id].length).toBe(cases[id].length);
      expect(new TextDecoder().decode(outputs[id].utf8)).toBe(cases[id]);
    }
    expect(outputs.upper.preview.length).toBeLessThan(outputs.upper.length);
  });
});
