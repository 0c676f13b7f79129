import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentDecode, percentEncode, type PercentEncodingMode } from './percent-encoding';
import { ToolError } from './tool-error';

const MODES: readonly PercentEncodingMode[] = ['component', 'uri', 'form'];

/** Text full of escapes, valid and not: bytes of every value, stray "%", bad hex digits, plus signs, emoji. */
const percentHeavyText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`),
      fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`),
      fc.constantFrom(
        '%',
        '%4',
        '%G0',
        '%e',
        '+',
        'a',
        ' ',
        '/',
        '#',
        'é',
        '😀',
        '\n',
        '%2F',
        '%2f',
        '%25',
        '%C3%A9',
        '%F0%9F%98%80',
      ),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

function outcome(run: () => string): { ok: true; value: string } | { ok: false } {
  try {
    return { ok: true, value: run() };
  } catch {
    return { ok: false };
  }
}

describe('decode(encode(x)) == x', () => {
  for (const mode of MODES) {
    it(`${mode} mode, on arbitrary Unicode text (graphemes)`, () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), (text) => {
          expect(percentDecode(percentEncode(text, mode), mode).text).toBe(text);
        }),
      );
    });

    it(`${mode} mode, on arbitrary code points`, () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (text) => {
          expect(percentDecode(percentEncode(text, mode), mode).text).toBe(text);
        }),
      );
    });
  }
});

describe('agrees with the built-in functions, but says where it fails', () => {
  it('component mode decodes exactly as decodeURIComponent, and fails exactly when it does', () => {
    fc.assert(
      fc.property(percentHeavyText, (text) => {
        const native = outcome(() => decodeURIComponent(text));
        const ours = outcome(() => percentDecode(text, 'component').text);
        expect(ours).toEqual(native);
      }),
      { numRuns: 2000 },
    );
  });

  it('uri mode decodes exactly as decodeURI, and fails exactly when it does', () => {
    fc.assert(
      fc.property(percentHeavyText, (text) => {
        const native = outcome(() => decodeURI(text));
        const ours = outcome(() => percentDecode(text, 'uri').text);
        expect(ours).toEqual(native);
      }),
      { numRuns: 2000 },
    );
  });

  it('form mode decodes as URLSearchParams does wherever the text is valid', () => {
    fc.assert(
      fc.property(percentHeavyText, (text) => {
        const ours = outcome(() => percentDecode(text, 'form').text);
        // URLSearchParams splits at & and =, which this text never holds.
        if (ours.ok) expect(ours.value).toBe(new URLSearchParams(`v=${text}`).get('v'));
        else expect(() => decodeURIComponent(text.replace(/\+/g, ' '))).toThrow(URIError);
      }),
      { numRuns: 2000 },
    );
  });

  it('encoding agrees with encodeURIComponent, encodeURI and URLSearchParams', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(percentEncode(text, 'component')).toBe(encodeURIComponent(text));
        expect(percentEncode(text, 'uri')).toBe(encodeURI(text));
        expect(percentEncode(text, 'form')).toBe(new URLSearchParams({ v: text }).toString().slice(2));
      }),
    );
  });

  it('a lone surrogate anywhere is a ToolError in every mode', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.integer({ min: 0xd800, max: 0xdfff }),
        fc.string({ unit: 'grapheme-ascii' }),
        fc.constantFrom(...MODES),
        (before, surrogate, after, mode) => {
          const text = `${before}${String.fromCharCode(surrogate)}${after}`;
          expect(() => percentEncode(text, mode)).toThrow(ToolError);
          expect(() => percentEncode(text, mode)).toThrow(
            /^Lone surrogate U\+D[89A-F][0-9A-F]{2} at line \d+, column \d+ \(offset \d+\)/,
          );
        },
      ),
    );
  });
});

it('counts decoded escapes; whole-URL mode keeps reserved ones as written', () => {
  expect(percentDecode('a%20b%2fc%C3%A9', 'component')).toEqual({ text: 'a b/cé', decodedEscapes: 4 });
  expect(percentDecode('a%20b%2fc%C3%A9', 'uri')).toEqual({ text: 'a b%2fcé', decodedEscapes: 3 });
});
