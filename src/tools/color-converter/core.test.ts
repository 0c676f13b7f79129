import { describe, expect, it } from 'vitest';
import { isToolError } from '../../lib/tool-error';
import { checkContrast, colorLines, convertColor, isCssColor, parseCssColor, SAMPLE_INPUT } from './core';

const formsOf = (input: string) =>
  Object.fromEntries(convertColor(input).forms.map((form) => [form.id, form.text])) as Record<string, string>;

describe('convertColor: CSS Color 4 reference values', () => {
  it.each([
    // CSS Color 4 names rebeccapurple #663399; its hsl and hwb are the spec's own examples.
    {
      input: 'rebeccapurple',
      hex: '#663399',
      rgb: 'rgb(102 51 153)',
      hsl: 'hsl(270 50% 40%)',
      hwb: 'hwb(270 20% 40%)',
      lab: 'lab(32.39 38.42 -47.69)',
      oklch: 'oklch(0.4403 0.1603 303.37)',
    },
    {
      input: '#ff0000',
      hex: '#ff0000',
      rgb: 'rgb(255 0 0)',
      hsl: 'hsl(0 100% 50%)',
      hwb: 'hwb(0 0% 0%)',
      lab: 'lab(54.29 80.8 69.89)',
      oklch: 'oklch(0.628 0.2577 29.23)',
    },
    {
      input: 'white',
      hex: '#ffffff',
      rgb: 'rgb(255 255 255)',
      hsl: 'hsl(0 0% 100%)',
      hwb: 'hwb(0 100% 0%)',
      lab: 'lab(100 0 0)',
      oklch: 'oklch(1 0 0)',
    },
    {
      input: 'hsl(120deg 100% 25%)',
      hex: '#008000',
      rgb: 'rgb(0 128 0)',
      hsl: 'hsl(120 100% 25%)',
      // The wide forms keep the exact green (127.5 of 255), which hex and rgb round to 128.
      hwb: 'hwb(120 0% 50%)',
      lab: 'lab(46.1 -47.42 48.45)',
      oklch: 'oklch(0.5183 0.1764 142.5)',
    },
  ])('$input', ({ input, ...expected }) => {
    const forms = formsOf(input);
    for (const [id, text] of Object.entries(expected)) expect(forms[id], id).toBe(text);
  });

  it.each([
    ['#639', '#663399'],
    ['#6639', '#66663399'],
    ['#663399', '#663399'],
    ['#66339980', '#66339980'],
    ['rgb(102, 51, 153)', '#663399'],
    ['rgba(102, 51, 153, 0.5)', '#66339980'],
    ['rgb(40% 20% 60%)', '#663399'],
    ['rgb(102 51 153 / 50%)', '#66339980'],
    ['hsl(270, 50%, 40%)', '#663399'],
    ['hsla(270deg 50% 40% / 1)', '#663399'],
    ['hwb(270 20% 40%)', '#663399'],
    ['lab(32.39 38.42 -47.69)', '#663399'],
    ['lch(32.39 61.24 308.86)', '#663399'],
    ['oklab(0.4403 0.0882 -0.1339)', '#663399'],
    ['oklch(0.628 0.2577 29.23)', '#ff0000'],
    ['oklch(62.8% 0.2577 29.23)', '#ff0000'],
    ['color(srgb 0.4 0.2 0.6)', '#663399'],
    ['REBECCAPURPLE', '#663399'],
    ['  teal  ', '#008080'],
    ['transparent', '#00000000'],
  ])('%s is %s', (input, hex) => {
    expect(formsOf(input).hex).toBe(hex);
  });

  it.each(['rebeccapurple', '#123456', '#abcdef', 'hsl(200 40% 30%)', 'rgb(1 2 3)', '#fedcba80'])(
    'round-trips %s through every form it writes',
    (input) => {
      const hex = formsOf(input).hex;
      for (const form of convertColor(input).forms) expect(formsOf(form.text).hex, form.text).toBe(hex);
    },
  );

  it('writes the alpha in every form', () => {
    const forms = formsOf('rgb(255 0 0 / 0.5)');
    expect(forms.rgb).toBe('rgb(255 0 0 / 0.5)');
    expect(forms.oklch).toBe('oklch(0.628 0.2577 29.23 / 0.5)');
    expect(forms.hex).toBe('#ff000080');
  });
});

describe('gamut mapping', () => {
  it('maps an oklch colour outside sRGB into it, keeping the given colour in the wide forms', () => {
    const report = convertColor('oklch(0.7 0.25 145)');
    expect(report.inGamut).toBe(false);
    expect(formsOf('oklch(0.7 0.25 145)').oklch).toBe('oklch(0.7 0.25 145)');
    // CSS Color 4's algorithm keeps the lightness and hue and lowers the chroma.
    const mapped = convertColor(report.opaqueHex);
    const oklch = mapped.forms.find((form) => form.id === 'oklch')!.text;
    const [, l, c, h] = /oklch\((\S+) (\S+) (\S+)\)/.exec(oklch)!.map(Number);
    expect(l).toBeCloseTo(0.7, 1);
    expect(c).toBeLessThan(0.25);
    expect(h).toBeGreaterThan(140);
    expect(h).toBeLessThan(150);
    expect(report.forms.filter((form) => form.mapped).map((form) => form.id)).toEqual(['hex', 'rgb', 'hsl', 'hwb']);
  });

  it.each(['color(display-p3 1 0 0)', 'lab(50 120 0)', 'rgb(300 0 0)'])('%s is outside sRGB', (input) => {
    expect(convertColor(input).inGamut).toBe(false);
  });

  it.each(['#ff0000', 'oklch(0.628 0.2577 29.23)', 'lab(100 0 0)', 'black'])('%s is inside sRGB', (input) => {
    expect(convertColor(input).inGamut).toBe(true);
  });
});

describe('nearest named colour', () => {
  it.each([
    ['#663399', 'rebeccapurple', true],
    ['#ff0000', 'red', true],
    ['#fe0101', 'red', false],
    ['#00ffff', 'aqua', true],
    ['#808080', 'gray', true],
    ['rgb(255 0 0 / 0.5)', 'red', false],
  ])('%s is %s (exact: %s)', (input, name, exact) => {
    expect(convertColor(input).nearest).toMatchObject({ name, exact });
  });
});

describe('parse errors say what is wrong', () => {
  it.each([
    ['#12345', '#12345 is not a hex colour: it has 5 digits; a hex colour has 3, 4, 6 or 8'],
    ['#1', '#1 is not a hex colour: it has 1 digit; a hex colour has 3, 4, 6 or 8'],
    ['#12g', '“g” is not a hex digit'],
    ['blu', 'did you mean blue?'],
    ['notacolour', '“notacolour” is not a CSS colour name'],
    ['rgb(1 2)', 'rgb(1 2) is not a valid rgb() colour (it has 2 values)'],
    ['hsl(a b c)', 'is not a valid hsl() colour'],
    ['oklch(1 2)', 'is not a valid oklch() colour'],
    ['foo(1 2 3)', 'foo() is not a CSS colour function'],
    ['color(rec2020 1 0 0)', 'color(rec2020 …) is not read here'],
    ['12', '“12” is not a colour'],
    ['', 'Type a colour'],
    ['#'.repeat(300), 'a colour is at most 200'],
  ])('%s', (input, message) => {
    let thrown: unknown;
    try {
      parseCssColor(input);
    } catch (error) {
      thrown = error;
    }
    expect(isToolError(thrown)).toBe(true);
    expect((thrown as Error).message).toContain(message);
  });

  it('points at the wrong hex digit', () => {
    expect(() => parseCssColor('#12g')).toThrow(
      expect.objectContaining({ location: { line: 1, column: 4, offset: 3 } }),
    );
  });

  it.each([
    ['red', true],
    ['oklch(0.5 0.1 20)', true],
    ['red;}body{display:none}', false],
    [42, false],
  ])('isCssColor(%s) is %s', (value, expected) => {
    expect(isCssColor(value)).toBe(expected);
  });
});

describe('checkContrast', () => {
  it.each([
    // WCAG 2: black on white is the largest ratio, 21:1.
    { text: '#000', background: '#fff', ratio: '21:1', apca: 106.0, aaNormal: true, aaaNormal: true },
    { text: '#fff', background: '#000', ratio: '21:1', apca: -107.9, aaNormal: true, aaaNormal: true },
    // #777 on white is the well-known near miss: 4.48:1 fails AA for normal text.
    { text: '#777', background: '#fff', ratio: '4.48:1', apca: 71.1, aaNormal: false, aaaNormal: false },
    // APCA-W3 0.0.98G-4g's published figures.
    { text: '#888', background: '#fff', ratio: '3.54:1', apca: 63.1, aaNormal: false, aaaNormal: false },
    { text: '#fff', background: '#888', ratio: '3.54:1', apca: -68.5, aaNormal: false, aaaNormal: false },
    { text: '#595959', background: '#fff', ratio: '7:1', apca: 84.3, aaNormal: true, aaaNormal: true },
    { text: '#fff', background: '#fff', ratio: '1:1', apca: 0, aaNormal: false, aaaNormal: false },
  ])('$text on $background', ({ text, background, ratio, apca, aaNormal, aaaNormal }) => {
    const report = checkContrast(text, background);
    expect(report.ratioText).toBe(ratio);
    expect(report.apca).toBeCloseTo(apca, 1);
    const passes = Object.fromEntries(report.verdicts.map((verdict) => [verdict.id, verdict.passes]));
    expect(passes['aa-normal']).toBe(aaNormal);
    expect(passes['aaa-normal']).toBe(aaaNormal);
  });

  it('gives large text and interface components their 3:1', () => {
    const passes = Object.fromEntries(checkContrast('#888', '#fff').verdicts.map((v) => [v.id, v.passes]));
    expect(passes).toEqual({ 'aa-normal': false, 'aa-large': true, 'aaa-normal': false, 'aaa-large': false, ui: true });
  });

  it('composites a translucent text colour over the background first', () => {
    const report = checkContrast('rgb(0 0 0 / 0.5)', '#fff');
    expect(report.text).toBe('#808080');
    expect(report.ratioText).toBe('3.98:1');
    expect(report.notes.join(' ')).toContain('translucent');
  });

  it('shows a translucent background over white', () => {
    expect(checkContrast('#000', 'rgb(0 0 0 / 0)').background).toBe('#ffffff');
  });

  it('names which colour does not read', () => {
    expect(() => checkContrast('#12345', '#fff')).toThrow('The text colour: #12345 is not a hex colour');
    expect(() => checkContrast('#000', 'nope')).toThrow('The background: “nope” is not a CSS colour name');
  });
});

describe('colorLines', () => {
  it('writes every form a line, then the name', () => {
    expect(colorLines(convertColor('rebeccapurple')).split('\n')).toEqual([
      '#663399',
      'rgb(102 51 153)',
      'hsl(270 50% 40%)',
      'hwb(270 20% 40%)',
      'lab(32.39 38.42 -47.69)',
      'lch(32.39 61.24 308.86)',
      'oklab(0.4403 0.0882 -0.1339)',
      'oklch(0.4403 0.1603 303.37)',
      'color(display-p3 0.3737 0.2103 0.5791)',
      'rebeccapurple',
    ]);
  });

  it('converts its sample', () => {
    expect(convertColor(SAMPLE_INPUT).inGamut).toBe(false);
  });
});
