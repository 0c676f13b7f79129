import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyseEmail,
  BROKEN_SAMPLE_INPUT,
  checkEmail,
  HTML_EMAIL,
  htmlVerdict,
  SAMPLE_INPUT,
  suggestDomain,
  type EmailOptions,
} from './core';
import { tasks } from './tasks';

const STRICT: EmailOptions = { reading: 'strict', form: 'address' };
const LENIENT: EmailOptions = { reading: 'lenient', form: 'address' };
const MAILBOX: EmailOptions = { reading: 'strict', form: 'mailbox' };

describe('RFC 3696 section 3 examples, with errata 246', () => {
  it.each([
    // The corrected forms (errata 246): a local part with @ or a space must be quoted.
    '"Abc@def"@example.com',
    '"Fred Bloggs"@example.com',
    '"Joe\\\\Blow"@example.com',
    'customer/department=shipping@example.com',
    '$A12345@example.com',
    '!def!xyz%abc@example.com',
    '_somename@example.com',
  ])('%s is valid', (address) => {
    expect(checkEmail(address, STRICT).verdict).not.toBe('invalid');
  });

  it.each([
    // The RFC's originals, which the errata withdrew: a backslash does not escape outside quotes.
    ['Abc\\@def@example.com', 3],
    ['Fred\\ Bloggs@example.com', 4],
    ['Joe.\\\\Blow@example.com', 4],
  ])('%s is invalid at %i', (address, position) => {
    expect(checkEmail(address, STRICT)).toMatchObject({ verdict: 'invalid', position });
  });
});

describe('RFC 5321 and 5322 examples', () => {
  it.each([
    ['user@[192.0.2.1]', 'ipv4'],
    ['user@[IPv6:2001:db8::1]', 'ipv6'],
    ['user@[IPv6:2001:db8:1:2:3:4:192.0.2.1]', 'ipv6'],
    ['jdoe@machine.example', 'name'],
    ['mary@example.net', 'name'],
  ])('%s is an RFC 5321 mailbox (%s)', (address, kind) => {
    const analysis = analyseEmail(address, STRICT).addresses[0]!;
    expect(analysis.check.verdict).not.toBe('invalid');
    expect(analysis.domainKind).toBe(kind);
  });

  it.each([
    ['John Doe <jdoe@machine.example>', ['jdoe@machine.example']],
    ['"Joe Q. Public" <john.q.public@example.com>', ['john.q.public@example.com']],
    [
      'Mary Smith <mary@x.test>, jdoe@example.org, Who? <one@y.test>',
      ['mary@x.test', 'jdoe@example.org', 'one@y.test'],
    ],
    ['<boss@nil.test>, "Giant; \\"Big\\" Box" <sysservices@example.net>', ['boss@nil.test', 'sysservices@example.net']],
  ])('the header %s holds %j', (header, addresses) => {
    const analysis = analyseEmail(header, MAILBOX);
    expect(analysis.addresses.map((address) => address.address)).toEqual(addresses);
    expect(analysis.addresses.every((address) => address.check.verdict !== 'invalid')).toBe(true);
  });

  it('reads quoted display names with commas, unescaped', () => {
    const analysis = analyseEmail('"Babbage, Charles" <cb@example.com>, Ada Lovelace <ada@example.com>', MAILBOX);
    expect(analysis.addresses.map((address) => address.displayName)).toEqual(['Babbage, Charles', 'Ada Lovelace']);
    expect(analysis.check).toMatchObject({ verdict: 'valid', reason: 'All 2 addresses are valid.' });
  });

  it('accepts RFC 5322 comments only in the lenient reading', () => {
    const header = 'Pete(A nice \\) chap) <pete(his account)@silly.test(his host)>';
    expect(analyseEmail(header, { reading: 'lenient', form: 'mailbox' }).check.verdict).toBe('warning');
    expect(analyseEmail(header, MAILBOX).check.verdict).toBe('invalid');
  });
});

describe('reasons and positions', () => {
  it.each([
    ['', 'The address is empty.', 0],
    ['ada', 'There is no "@"', 3],
    ['@example.com', 'nothing before the "@"', 0],
    ['ada@', 'the domain is missing', 4],
    ['.ada@example.com', 'starts with a dot', 0],
    ['ada.@example.com', 'ends with a dot', 3],
    ['ada..lovelace@example.com', 'Two dots in a row', 4],
    ['ada lovelace@example.com', 'dot is missing', 4],
    ['ada@example..com', 'Two dots in a row in the domain', 12],
    ['ada@-example.com', 'starts with a hyphen', 4],
    ['ada@example-.com', 'ends with a hyphen', 11],
    ['ada@exa mple.com', 'after the end of the address', 8],
    ['"ada@example.com', 'never closed', 0],
    ['ada@[192.0.2.1', 'never closed', 4],
    ['ada@@example.com', 'second "@"', 4],
    ['a'.repeat(65) + '@example.com', 'The local part is 65 characters; RFC 5321 allows 64', 64],
    [`ada@${'a'.repeat(64)}.com`, 'is 64 characters; DNS allows 63', 4 + 63],
    ['ada@[IPv6:1::2::3]', 'has "::" twice', 14],
  ])('%j: %s at %i', (address, reason, position) => {
    const check = checkEmail(address, STRICT);
    expect(check.verdict).toBe('invalid');
    expect(check.reason).toContain(reason);
    expect(check.position).toBe(position);
  });

  it('counts a domain of 254 characters as too long', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`;
    expect(domain.length).toBe(254);
    const analysis = analyseEmail(`a@${domain}`, STRICT).addresses[0]!;
    expect(analysis.notes.map((note) => note.message)).toEqual([]);
    expect(analysis.check.reason).toContain('The address is 256 characters; RFC 5321 allows 254');
    expect(analysis.lengths).toEqual({ local: 1, domain: 254, address: 256 });
    expect(checkEmail(`a@${domain}`, LENIENT).verdict).toBe('warning');
  });
});

describe('IDN domains', () => {
  it('shows the domain in Unicode and punycode', () => {
    const analysis = analyseEmail('ada@bücher.example', STRICT).addresses[0]!;
    expect(analysis).toMatchObject({ domainUnicode: 'bücher.example', domainAscii: 'xn--bcher-kva.example' });
    expect(analysis.check.verdict).toBe('valid');
    expect(analysis.html).toEqual({ accepts: true, tested: 'ada@xn--bcher-kva.example', punycode: true });
  });

  it('reads a punycode domain back to Unicode', () => {
    expect(analyseEmail('test@xn--hxajbheg2az3al.xn--jxalpdlp', STRICT).addresses[0]!.domainUnicode).toBe(
      'παράδειγμα.δοκιμή',
    );
  });

  it('refuses an invalid punycode label', () => {
    expect(checkEmail('ada@xn--zz.example', STRICT)).toMatchObject({ verdict: 'invalid', position: 4 });
  });

  it('warns that a non-ASCII local part needs SMTPUTF8', () => {
    expect(checkEmail('用户@例子.广告', STRICT)).toMatchObject({
      verdict: 'warning',
      reason: expect.stringContaining('SMTPUTF8'),
    });
  });
});

describe('warnings', () => {
  it.each([
    ['ada@gmial.com', 'Did you mean ada@gmail.com?'],
    ['ada@hotmial.com', 'Did you mean ada@hotmail.com?'],
    ['ada@yaho.com', 'Did you mean ada@yahoo.com?'],
    ['ada@gmail.con', 'Did you mean ada@gmail.com?'],
    ['admin@example.com', 'role account'],
    ['noreply@example.com', 'role account'],
    ['postmaster+x@example.com', 'role account'],
    ['ada@localhost', 'no dot'],
    ['ada@iana.123', 'all digits'],
    ['"ada lovelace"@example.com', 'quoted local part'],
    ['ada@[192.0.2.1]', 'IPv4 address literal'],
  ])('%s: %s', (address, reason) => {
    expect(checkEmail(address, STRICT)).toMatchObject({ verdict: 'warning', reason: expect.stringContaining(reason) });
  });

  it('suggests nothing for a common domain itself or a distant one', () => {
    expect(suggestDomain('gmail.com')).toBeNull();
    expect(suggestDomain('mail.com')).toBeNull();
    expect(suggestDomain('example.com')).toBeNull();
  });

  it('takes a swap of neighbours for one slip', () => {
    expect(suggestDomain('gmial.com')).toBe('gmail.com');
  });
});

describe('the browser type=email rule beside the RFC', () => {
  it.each([
    ['a..b@example.com', true, 'invalid'],
    ['.ada@example.com', true, 'invalid'],
    ['"ada"@example.com', false, 'warning'],
    ['ada@[192.0.2.1]', false, 'warning'],
    ['ada@example.com', true, 'valid'],
  ] as const)('%s: the browser %s, the RFC says %s', (address, accepts, verdict) => {
    const analysis = analyseEmail(address, STRICT).addresses[0]!;
    expect(analysis.html?.accepts).toBe(accepts);
    expect(analysis.check.verdict).toBe(verdict);
  });
});

describe('the samples', () => {
  it('Load Sample shows the tool succeeding: valid by both readings, accepted by the browser, no warning', () => {
    for (const options of [STRICT, LENIENT]) {
      const analysis = analyseEmail(SAMPLE_INPUT, options).addresses[0]!;
      expect(analysis.check.verdict).toBe('valid');
      expect(analysis.notes).toEqual([]);
      expect(analysis.html?.accepts).toBe(true);
    }
  });

  it('the Broken example shows the warnings: a typo of a common domain, a role account', () => {
    const analysis = analyseEmail(BROKEN_SAMPLE_INPUT, STRICT).addresses[0]!;
    expect(analysis.check.verdict).toBe('warning');
    expect(analysis.notes.map((note) => note.message)).toEqual([
      'Did you mean admin@gmail.com? “gmial.com” looks like a typo of gmail.com.',
      '“admin@” is a role account: it reaches a team or a system, not a person.',
    ]);
  });
});

describe('the browser type=email rule tests the text as typed', () => {
  // Comments and blanks inside: RFC 5322 (the lenient reading) takes most of them, the browser tests them as
  // typed and refuses them all. The first twelve are is_email's (conformance/isemail), where the line said
  // "Accepts it". [address, what the RFC 5322 reading says]
  it.each([
    ['(comment)test@iana.org', 'warning'],
    ['(comment(comment))test@iana.org', 'warning'],
    ['()test@iana.org', 'warning'],
    ['test@(comment)iana.org', 'warning'],
    ['test.(comment)test@iana.org', 'warning'],
    ['test . test@iana.org', 'warning'],
    [' test @iana.org', 'warning'],
    ['test@ iana .com', 'warning'],
    ['(\u0007)test@iana.org', 'warning'],
    [`(comment)${'a'.repeat(64)}@iana.org`, 'warning'],
    // A bare CR in a comment: no RFC takes it either.
    ['(\r)test@iana.org', 'invalid'],
    ['test@iana.org(\r)', 'invalid'],
    ['test@iana.org (comment)', 'warning'],
    ['ada@(note)bücher.example', 'warning'],
  ])('%j: refused (RFC 5322: %s)', (address, verdict) => {
    const analysis = analyseEmail(address, LENIENT).addresses[0]!;
    expect(analysis.check.verdict).toBe(verdict);
    expect(analysis.html?.accepts).toBe(false);
  });

  // The input's value sanitisation drops line breaks and the blanks at either end, and nothing else.
  it.each([
    ['  ada@example.com  ', 'ada@example.com', false],
    ['ada@example.com\r\n', 'ada@example.com', false],
    ['\tada@bücher.example ', 'ada@xn--bcher-kva.example', true],
  ])('%j: accepted, tested as %s', (address, tested, punycode) => {
    expect(htmlVerdict(address)).toEqual({ accepts: true, tested, punycode });
  });

  it('leaves a domain the URL parser would cut short as typed, so refused', () => {
    expect(htmlVerdict('ada@bücher.example/x')).toEqual({
      accepts: false,
      tested: 'ada@bücher.example/x',
      punycode: false,
    });
  });
});

const atext = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+-/=?^_`{|}~".split(''));
const atom = fc.string({ unit: atext, minLength: 1, maxLength: 10 });
const label = fc
  .string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'.split('')), minLength: 1, maxLength: 12 })
  .filter((text) => !text.startsWith('-') && !text.endsWith('-'));
const address = fc
  .tuple(fc.array(atom, { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 2, maxLength: 4 }))
  .map(([local, domain]) => `${local.join('.')}@${domain.join('.')}`);

describe('properties', () => {
  it('every dot-atom address of short labels is accepted by the strict reading', () => {
    fc.assert(fc.property(address, (value) => checkEmail(value, STRICT).verdict !== 'invalid'));
  });

  it('the HTML rule accepts what it should of them: those without special characters in the local part', () => {
    fc.assert(
      fc.property(
        address,
        (value) => HTML_EMAIL.test(value) === /^[^@]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.?)+$/.test(value),
      ),
    );
  });

  it('a second @ or a space inserted anywhere in the local part is refused, at that place', () => {
    fc.assert(
      fc.property(address, fc.nat(), fc.constantFrom('@', ' ', ','), (value, at, char) => {
        const local = value.indexOf('@');
        const index = at % (local + 1);
        const broken = value.slice(0, index) + char + value.slice(index);
        const check = checkEmail(broken, STRICT);
        return check.verdict === 'invalid' && check.position !== undefined && check.position <= local + 1;
      }),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom(STRICT, LENIENT, MAILBOX), (value, options) => {
        const check = checkEmail(value, options);
        return check.position === undefined || (check.position >= 0 && check.position <= value.length);
      }),
    );
  });
});

describe('batch', () => {
  it('checks each line with the chosen options', () => {
    const result = tasks.checkBatch(
      'ada@example.com\nada@gmial.com\nnot an address\n',
      { format: 'lines', column: '' },
      STRICT,
    );
    expect(result.counts).toEqual({ valid: 1, warning: 1, invalid: 1 });
    expect(result.rows[0]).toMatchObject({ line: 1, details: 'example.com' });
  });
});

describe('display names', () => {
  it('drops comments, escaped parentheses included', () => {
    const analysis = analyseEmail('Pete(A nice \\) chap) <pete@silly.test>', MAILBOX);
    expect(analysis.addresses[0]).toMatchObject({ displayName: 'Pete', address: 'pete@silly.test' });
  });

  it.each([
    ['Ada Lovelace <ada@example.com', 'never closed by a ">"', 13],
    ['Ada <ada@example.com> x', 'after the ">"', 22],
    ['Lovelace, Ada <ada@example.com>', 'a display name with a comma must be quoted', 8],
    ['Ada @ Home <ada@example.com>', 'must be inside quotes', 4],
    ['ada@example.com,,bob@example.com', 'empty entry', 16],
  ])('%j: %s at %i', (header, reason, position) => {
    const check = analyseEmail(header, MAILBOX).check;
    expect(check.verdict).toBe('invalid');
    expect(check.reason).toContain(reason);
    expect(check.position).toBe(position);
  });
});

describe('RFC 5322 groups (appendix A.1.3)', () => {
  it('reads the members of a group, and names it', () => {
    const analysis = analyseEmail('A Group:Ed Jones <c@a.test>,joe@where.test,John <jdoe@one.test>;', MAILBOX);
    expect(analysis.addresses.map((address) => [address.address, address.group])).toEqual([
      ['c@a.test', 'A Group'],
      ['joe@where.test', 'A Group'],
      ['jdoe@one.test', 'A Group'],
    ]);
    expect(analysis.check.verdict).toBe('valid');
  });

  it('takes an empty group', () => {
    expect(analyseEmail('Undisclosed recipients:;', MAILBOX)).toMatchObject({
      check: { verdict: 'valid' },
      addresses: [],
    });
  });

  it('mixes groups and plain addresses, positions kept', () => {
    const analysis = analyseEmail('ada@example.com, Team: bob@example.com, carol@exa mple.com;', MAILBOX);
    expect(analysis.addresses.map((address) => address.group ?? null)).toEqual([null, 'Team', 'Team']);
    expect(analysis.check).toMatchObject({ verdict: 'invalid', position: 50 });
  });

  it.each([
    ['Team: ada@example.com', 'never closed', 4],
    ['ada@example.com;', 'closes no group', 15],
  ])('%j: %s at %i', (header, reason, position) => {
    expect(analyseEmail(header, MAILBOX).check).toMatchObject({
      verdict: 'invalid',
      reason: expect.stringContaining(reason),
      position,
    });
  });
});
