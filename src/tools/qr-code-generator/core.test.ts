import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { findLoneSurrogate, utf8ByteLength } from '../../lib/utf8';
import {
  buildPayload,
  colourWarning,
  contrastRatio,
  escapeVcard,
  escapeWifi,
  foldVcardLine,
  mailtoPayload,
  makeQr,
  MAX_BYTES,
  modulePath,
  renderPixels,
  renderSvg,
  SAMPLE_INPUT,
  urlPayload,
  VCARD_LINE_OCTETS,
  vcardPayload,
  wifiPayload,
  type Ecc,
  type PayloadFields,
  type VcardFields,
} from './core';
import { decodePixels } from './read';

const NO_VCARD: VcardFields = {
  firstName: '',
  lastName: '',
  org: '',
  title: '',
  phone: '',
  email: '',
  website: '',
  address: '',
  note: '',
};

/** Makes the code, draws it, and reads it back with jsQR: what a phone does with the PNG. */
function roundTrip(text: string, ecc: Ecc = 'M', scale = 4, fg = '#000000', bg = '#ffffff'): string {
  const code = makeQr(text, ecc, 4);
  const side = code.size * scale;
  return decodePixels(jsQR, renderPixels(code, scale, fg, bg), side, side).text;
}

describe('escapeWifi', () => {
  it.each([
    ['plain', 'plain'],
    ['a;b', 'a\\;b'],
    ['a,b', 'a\\,b'],
    ['a:b', 'a\\:b'],
    ['say "hi"', 'say \\"hi\\"'],
    ['back\\slash', 'back\\\\slash'],
    ['\\;,:"', '\\\\\\;\\,\\:\\"'],
    ['café ☕', 'café ☕'],
  ])('%s → %s', (text, escaped) => {
    expect(escapeWifi(text)).toBe(escaped);
  });
});

describe('wifiPayload', () => {
  it.each([
    [{ ssid: 'Home', password: 'secret123', security: 'WPA', hidden: false }, 'WIFI:T:WPA;S:Home;P:secret123;;'],
    [
      { ssid: 'My;Net', password: 'p:a,s"s\\', security: 'WPA', hidden: true },
      'WIFI:T:WPA;S:My\\;Net;P:p\\:a\\,s\\"s\\\\;H:true;;',
    ],
    [{ ssid: 'Old', password: 'abcde', security: 'WEP', hidden: false }, 'WIFI:T:WEP;S:Old;P:abcde;;'],
    [{ ssid: 'Café', password: 'ignored', security: 'nopass', hidden: false }, 'WIFI:T:nopass;S:Café;;'],
  ] as const)('%o', (fields, payload) => {
    expect(wifiPayload(fields)).toBe(payload);
  });

  it.each([
    [{ ssid: '', password: 'secret123', security: 'WPA', hidden: false }, /network name/],
    [{ ssid: 'Home', password: '', security: 'WPA', hidden: false }, /needs its password/],
    [{ ssid: 'Home', password: 'short', security: 'WPA', hidden: false }, /8 to 63 characters; this one has 5/],
  ] as const)('refuses %o', (fields, message) => {
    expect(() => wifiPayload(fields)).toThrow(message);
    expect(() => wifiPayload(fields)).toThrow(ToolError);
  });

  it('reads back through a code', () => {
    const payload = wifiPayload({ ssid: 'Guest; 5 GHz', password: 'pa:ss,word', security: 'WPA', hidden: false });
    expect(roundTrip(payload)).toBe(payload);
  });
});

describe('vcardPayload', () => {
  it('writes vCard 3.0 with CRLF and only the fields given', () => {
    expect(
      vcardPayload({
        ...NO_VCARD,
        firstName: 'Ada',
        lastName: 'Lovelace',
        org: 'Analytical Engines, Ltd.',
        phone: '+44 20 7946 0000',
        email: 'ada@example.com',
        website: 'https://example.com',
        note: 'Line one\nLine; two',
      }),
    ).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Lovelace;Ada;;;',
        'FN:Ada Lovelace',
        'ORG:Analytical Engines\\, Ltd.',
        'TEL;TYPE=CELL:+44 20 7946 0000',
        'EMAIL;TYPE=INTERNET:ada@example.com',
        'URL:https://example.com',
        'NOTE:Line one\\nLine\\; two',
        'END:VCARD',
      ].join('\r\n'),
    );
  });

  it.each([
    [{ ...NO_VCARD, org: 'ACME' }, 'FN:ACME'],
    [{ ...NO_VCARD, lastName: 'Solo' }, 'N:Solo;;;;'],
    [
      { ...NO_VCARD, firstName: 'Ann', title: 'CTO', address: '1 Main St, Town' },
      'ADR;TYPE=WORK:;;1 Main St\\, Town;;;;',
    ],
  ])('%o has %s', (fields, line) => {
    expect(vcardPayload(fields).split('\r\n')).toContain(line);
  });

  it('needs a name or an organisation', () => {
    expect(() => vcardPayload({ ...NO_VCARD, phone: '123' })).toThrow(/name or an organisation/);
  });

  it.each([
    ['a\\b', 'a\\\\b'],
    ['a,b;c', 'a\\,b\\;c'],
    ['1\r\n2\r3\n4', '1\\n2\\n3\\n4'],
  ])('escapes %j', (text, escaped) => {
    expect(escapeVcard(text)).toBe(escaped);
  });
});

/** What a reader does before anything else: a CRLF followed by one space or tab is removed (RFC 2425 §5.8.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('foldVcardLine', () => {
  const a = (count: number) => 'a'.repeat(count);
  it.each([
    ['an empty line', '', ['']],
    ['a short line', 'FN:Ada Lovelace', ['FN:Ada Lovelace']],
    ['exactly 75 octets', a(75), [a(75)]],
    ['76 octets', a(76), [a(75), ' a']],
    ['75 octets, then a full continuation of 74 and one more', a(150), [a(75), ` ${a(74)}`, ' a']],
    // Multi-byte characters at the boundary: a character that would pass the 75th octet moves down whole.
    ['a 2-byte character ending on octet 75', `${a(73)}é`, [`${a(73)}é`]],
    ['a 2-byte character crossing octet 75', `${a(74)}é`, [a(74), ' é']],
    ['a 3-byte character crossing octet 75', `${a(73)}€b`, [a(73), ' €b']],
    ['a 4-byte character ending on octet 75', `${a(71)}😀`, [`${a(71)}😀`]],
    ['a 4-byte character crossing octet 75', `${a(72)}😀`, [a(72), ' 😀']],
    ['a continuation full of 2-byte characters', `${a(75)}${'é'.repeat(40)}`, [a(75), ` ${'é'.repeat(37)}`, ' ééé']],
    // An escape stays on one line, so a reader that unescapes line by line never sees a lone backslash.
    ['an escape crossing octet 75', `${a(74)}\\nb`, [a(74), ' \\nb']],
    ['an escape ending on octet 75', `${a(73)}\\,b`, [`${a(73)}\\,`, ' b']],
  ])('folds %s', (_, line, physical) => {
    expect(foldVcardLine(line)).toBe(physical.join('\r\n'));
  });

  it.each([
    ['ASCII', 'The quick brown fox jumps over the lazy dog. '.repeat(12)],
    ['accented letters', 'Crème brûlée, façade, naïve coöperation; '.repeat(10)],
    ['CJK', '東京都千代田区丸の内一丁目、'.repeat(12)],
    ['emoji and flags', '👩‍💻 🇯🇵 😀 '.repeat(30)],
    ['escapes everywhere', '\\n\\,\\;\\\\'.repeat(40)],
  ])('keeps every physical line of %s within 75 octets and unfolds to the line', (_, text) => {
    const line = `NOTE:${text}`;
    const folded = foldVcardLine(line);
    expect(unfold(folded)).toBe(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    physical.forEach((part, index) => {
      expect(utf8ByteLength(part)).toBeLessThanOrEqual(VCARD_LINE_OCTETS);
      // No UTF-8 character is cut: each piece is well-formed text of its own.
      expect(findLoneSurrogate(part)).toBe(-1);
      // Each continuation starts with the fold's space (a space of the text may follow it); the first, not.
      expect(part.startsWith(' ')).toBe(index > 0);
    });
  });
});

describe('vcardPayload folding', () => {
  const longNote =
    'Met at the conference in Zürich; interested in the analytical engine, its notes and its punched cards.';
  const longAddress = 'Flat 3, 12 St James’s Square, Westminster, London SW1Y 4JH, United Kingdom of Great Britain';
  const payload = vcardPayload({
    ...NO_VCARD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    note: longNote,
    address: longAddress,
  });

  it('folds the long NOTE and ADR lines and leaves the short ones', () => {
    const physical = payload.split('\r\n');
    physical.forEach((part) => expect(utf8ByteLength(part)).toBeLessThanOrEqual(VCARD_LINE_OCTETS));
    expect(physical.slice(0, 4)).toEqual(['BEGIN:VCARD', 'VERSION:3.0', 'N:Lovelace;Ada;;;', 'FN:Ada Lovelace']);
    expect(physical.filter((part) => part.startsWith(' ')).length).toBeGreaterThanOrEqual(2);
    expect(physical.at(-1)).toBe('END:VCARD');
  });

  it('unfolds to the escaped lines as they were', () => {
    expect(unfold(payload).split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lovelace;Ada;;;',
      'FN:Ada Lovelace',
      `ADR;TYPE=WORK:;;${escapeVcard(longAddress)};;;;`,
      `NOTE:${escapeVcard(longNote)}`,
      'END:VCARD',
    ]);
  });

  it('reads back through a code with its folds', () => {
    expect(roundTrip(payload)).toBe(payload);
  });
});

describe('mailtoPayload', () => {
  it.each([
    [{ to: 'a@example.com', subject: '', body: '' }, 'mailto:a@example.com'],
    [{ to: 'a@example.com', subject: 'Hello world', body: '' }, 'mailto:a@example.com?subject=Hello%20world'],
    [
      { to: ' a@example.com , b@example.org ', subject: 'Q&A = 100%?', body: 'Line 1\nLine 2 (é)' },
      'mailto:a@example.com,b@example.org?subject=Q%26A%20%3D%20100%25%3F&body=Line%201%0D%0ALine%202%20%28%C3%A9%29',
    ],
    [{ to: 'a+tag@example.com', subject: '', body: '#1' }, 'mailto:a%2Btag@example.com?body=%231'],
  ])('%o', (fields, payload) => {
    expect(mailtoPayload(fields)).toBe(payload);
  });

  it.each([
    [{ to: '', subject: 'x', body: '' }, /address to write to/],
    [{ to: 'not an address', subject: '', body: '' }, /is not an e-mail address/],
  ])('refuses %o', (fields, message) => {
    expect(() => mailtoPayload(fields)).toThrow(message);
  });
});

describe('urlPayload', () => {
  it.each([
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['  example.com/path ', 'https://example.com/path'],
    ['tel:+15550100', 'tel:+15550100'],
  ])('%j → %s', (text, url) => {
    expect(urlPayload(text)).toBe(url);
  });

  it.each([
    ['', /Enter the URL/],
    ['https://exa mple.com', /no spaces/],
    ['http://[::1', /is not a URL/],
  ])('refuses %j', (text, message) => {
    expect(() => urlPayload(text)).toThrow(message);
  });
});

describe('buildPayload', () => {
  const blank: PayloadFields = {
    type: 'text',
    input: '',
    ssid: '',
    password: '',
    security: 'WPA',
    hidden: false,
    ...NO_VCARD,
    mailTo: '',
    subject: '',
    body: '',
  };
  it.each(['text', 'url', 'wifi', 'vcard', 'email'] as const)('is empty for an empty %s form', (type) => {
    expect(buildPayload({ ...blank, type })).toBe('');
  });

  it.each([
    [{ type: 'text', input: ' as typed \n' }, ' as typed \n'],
    [{ type: 'url', input: 'example.com' }, 'https://example.com'],
    [{ type: 'wifi', ssid: 'Net', security: 'nopass' }, 'WIFI:T:nopass;S:Net;;'],
    [{ type: 'email', mailTo: 'x@y.z' }, 'mailto:x@y.z'],
  ] as const)('%o', (fields, payload) => {
    expect(buildPayload({ ...blank, ...fields })).toBe(payload);
  });
});

describe('makeQr', () => {
  it.each([
    ['one letter', 'A', 'L', 1, 21],
    ['upper case', 'HELLO WORLD', 'Q', 1, 21],
    ['the sample', SAMPLE_INPUT, 'M', 4, 33],
    ['the most bytes at L', 'a'.repeat(MAX_BYTES.L), 'L', 40, 177],
    ['the most bytes at H', 'a'.repeat(MAX_BYTES.H), 'H', 40, 177],
  ] as const)('%s', (_name, text, ecc, version, modules) => {
    const code = makeQr(text, ecc, 0);
    expect(code).toMatchObject({ version, size: modules, bytes: text.length });
    expect(code.matrix).toHaveLength(modules);
  });

  it('puts the quiet zone around', () => {
    const code = makeQr('A', 'L', 4);
    expect(code.size).toBe(29);
    expect(code.matrix[0]!.every((dark) => !dark)).toBe(true);
    expect(code.matrix[4]![4]).toBe(true);
  });

  it('counts UTF-8 bytes', () => {
    expect(makeQr('é☕', 'M', 0).bytes).toBe(5);
  });

  it.each([
    ['L', MAX_BYTES.L + 1, /2,954 bytes: too long for a QR code at level L, which holds at most 2,953 bytes/],
    ['H', MAX_BYTES.H + 1, /1,274 bytes.*level H.*1,273 bytes.*L holds the most/],
  ] as const)('refuses too much at %s', (ecc, length, message) => {
    expect(() => makeQr('a'.repeat(length), ecc, 4)).toThrow(message);
  });

  it('refuses nothing', () => {
    expect(() => makeQr('', 'M', 4)).toThrow(ToolError);
  });
});

describe('the round trip: made with uqr, drawn, read by jsQR', () => {
  it.each([
    ['text', 'Hello, QR!', 'L'],
    ['the sample', SAMPLE_INPUT, 'M'],
    ['Unicode', 'naïve café — 日本語 ✓ 😀', 'Q'],
    ['200 digits', '0123456789'.repeat(20), 'H'],
    ['a vCard', vcardPayload({ ...NO_VCARD, firstName: 'Ada', phone: '+1 555' }), 'M'],
    ['a mailto', mailtoPayload({ to: 'a@b.c', subject: 'Hi there', body: 'x\ny' }), 'M'],
  ] as const)('%s', (_name, text, ecc) => {
    expect(roundTrip(text, ecc)).toBe(text);
  });

  it('reads coloured and inverted codes', () => {
    expect(roundTrip('colour', 'M', 3, '#1e3a8a', '#fef3c7')).toBe('colour');
    expect(roundTrip('inverted', 'M', 3, '#ffffff', '#000000')).toBe('inverted');
  });

  it('says when there is no code', () => {
    const blank = new Uint8ClampedArray(50 * 50 * 4).fill(255);
    expect(() => decodePixels(jsQR, blank, 50, 50)).toThrow(/No QR code was found/);
  });
});

describe('drawing', () => {
  it('writes a dark run as one rectangle', () => {
    expect(
      modulePath([
        [true, true, false],
        [false, false, true],
      ]),
    ).toBe('M0 0h2v1h-2zM2 1h1v1h-1z');
  });

  it('builds the SVG from the matrix and parsed colours only', () => {
    const svg = renderSvg(makeQr('<script>alert(1)</script>', 'L', 4), 10, 'red', 'red;}"><script>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="330" height="330" viewBox="0 0 33 33"/);
    expect(svg).toContain('fill="#ff0000"');
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).not.toContain('script');
  });

  it('fills pixels with the colours', () => {
    const pixels = renderPixels(makeQr('A', 'L', 1), 2, '#102030', 'white');
    expect([...pixels.slice(0, 4)]).toEqual([255, 255, 255, 255]);
    const firstDark = (2 * 23 * 2 + 2) * 4;
    expect([...pixels.slice(firstDark, firstDark + 4)]).toEqual([16, 32, 48, 255]);
  });
});

describe('contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %f:1', (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 2);
  });

  it.each([
    ['#000000', '#ffffff', null],
    ['#1e3a8a', '#fef3c7', null],
    ['#bbbbbb', '#ffffff', /too low to scan/],
    ['#ffff00', '#ffffff', /too low to scan/],
    ['#ffffff', '#000000', /inverted/],
  ])('%s on %s', (fg, bg, warning) => {
    const found = colourWarning(fg, bg);
    if (warning === null) expect(found).toBeNull();
    else expect(found).toMatch(warning);
  });
});
