import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBatch } from '../../lib/validation';
import { analyseHash, base64ToBytes, bytesToBase64, bytesToHex, checkHash, hexToBytes, SAMPLE_INPUT } from './core';

const names = (value: string) => analyseHash(value).candidates.map((candidate) => candidate.name);

describe('analyseHash: digests by length', () => {
  it.each([
    ['cbf43926', ['CRC-32']],
    ['900150983cd24fb0d6963f7d28e17f72', ['MD5', 'NTLM', 'MD4', 'RIPEMD-128']],
    ['a9993e364706816aba3e25717850c26c9cd0d89d', ['SHA-1', 'RIPEMD-160']],
    ['23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7', ['SHA-224', 'SHA3-224', 'SHA-512/224']],
    [
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      ['SHA-256', 'SHA3-256', 'BLAKE2s-256', 'BLAKE3', 'Keccak-256', 'BLAKE2b-256', 'SHA-512/256'],
    ],
    [
      'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
      ['SHA-384', 'SHA3-384', 'BLAKE2b-384'],
    ],
    [
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
      ['SHA-512', 'SHA3-512', 'BLAKE2b-512', 'Keccak-512', 'Whirlpool'],
    ],
  ])('%s', (hash, expected) => {
    expect(names(hash)).toEqual(expected);
    expect(analyseHash(hash)).toMatchObject({ form: 'hex', letterCase: 'lower', check: { verdict: 'valid' } });
  });

  it('ranks NTLM first for a digest in capitals, as Windows tools print it', () => {
    expect(names('8846F7EAEE8FB117AD06BDD830B7586C')[0]).toBe('NTLM');
    expect(analyseHash('8846F7EAEE8FB117AD06BDD830B7586C').letterCase).toBe('upper');
  });

  it('warns about mixed case, and gives both forms', () => {
    const analysis = analyseHash('900150983CD24fb0d6963f7d28e17f72');
    expect(analysis.check.verdict).toBe('warning');
    expect(analysis.hex).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(analysis.base64).toBe('kAFQmDzST7DWlj99KOF/cg==');
  });

  it('says when a digest is that of empty input', () => {
    expect(analyseHash('E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855').notes).toContainEqual(
      expect.stringMatching(/SHA-256 of empty input/),
    );
  });

  it('reads Base64 digests by their decoded length', () => {
    const analysis = analyseHash('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    expect(analysis).toMatchObject({
      form: 'base64',
      bytes: 32,
      hex: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    });
    expect(analysis.candidates[0]!.name).toBe('SHA-256');
  });

  it('reads Subresource Integrity values, Docker digests and sha256sum lines', () => {
    expect(analyseHash('sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=')).toMatchObject({
      form: 'sri',
      candidates: [{ name: 'SHA-256' }],
    });
    expect(analyseHash('sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad').check.verdict).toBe(
      'valid',
    );
    expect(analyseHash('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  abc.txt').bytes).toBe(32);
    expect(analyseHash('sha384-abc').check).toMatchObject({ verdict: 'invalid', position: 10 });
  });

  it.each([
    [
      'an odd number of hex digits',
      '900150983cd24fb0d6963f7d28e17f7',
      31,
      /31 hex digits \(an odd number.*nearest is 32/,
    ],
    ['one digit too many', 'a9993e364706816aba3e25717850c26c9cd0d89d0', 40, /41 hex digits.*nearest is 40/],
    ['a letter that is not hex', '900150983cd24fb0d6963f7d2xe17f72', 25, /character 26, "x", is not a hex digit/],
    ['nothing like a hash', 'hello world', 5, /Not a hash form/],
  ])('says what is wrong with %s, and where', (_name, hash, position, reason) => {
    const check = checkHash(hash);
    expect(check.verdict).toBe('invalid');
    expect(check.reason).toMatch(reason);
    expect(check.position).toBe(position);
  });
});

describe('analyseHash: crypt strings', () => {
  it('parses bcrypt into its cost, salt and hash', () => {
    const analysis = analyseHash(SAMPLE_INPUT);
    expect(analysis).toMatchObject({ form: 'crypt', scheme: 'bcrypt', verifiable: true, check: { verdict: 'valid' } });
    expect(analysis.params).toEqual([
      { label: 'Variant', value: '$2b$' },
      { label: 'Cost', value: '10 (2^10 = 1,024 rounds)' },
      { label: 'Salt (22 characters, 16 bytes)', value: 'H7ZqvZJMkE0Ry7dLmWnI5e' },
      { label: 'Hash (31 characters, 23 bytes)', value: '1WF8v9mc8R87Sl2WaU6h9dBZWhHYPYe' },
    ]);
  });

  it.each([
    [
      'argon2id',
      '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG',
      'Memory (m)',
      '65,536 KiB',
    ],
    [
      'scrypt (passlib)',
      '$scrypt$ln=16,r=8,p=1$aM15713r3Xsvxbi31lqr1Q$nFNh2CVHVjNldFVKDHDlm4CbdRSCdEBsjjJxD+iCs5E',
      'N (cost)',
      '2^16 = 65,536',
    ],
    ['scrypt ($7$)', '$7$C6..../....SodiumChloride$kBGj9fHznVYFQMEn/qDCfrDevf9YDtcDdKvEqHJLV8D', 'r (block size)', '8'],
    [
      'PBKDF2 (passlib)',
      '$pbkdf2-sha256$29000$N2bMmRPinBPi/N8b4xwjhA$jFaBFhDpYzb8tOmhCDMFJlcW5q9plFyrSCSFa5FxlTk',
      'Iterations',
      '29,000',
    ],
    [
      'PBKDF2 (Django)',
      'pbkdf2_sha256$600000$mysalt$ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=',
      'Salt (used as text)',
      'mysalt',
    ],
    [
      'SHA-256-crypt',
      '$5$rounds=10000$saltstringsaltst$3xv.VbSHBb41AL9AvLeujZkZRBAwqFMz2.opqey6IcA',
      'Rounds',
      '10,000',
    ],
    [
      'SHA-512-crypt',
      '$6$saltstring$svn8UoSVapNtMuq1ukKS4tPQd8iKwSMHWjl/O817G3uBnIFNjnQJuesI68u4OTLiBFdcbYEdFCoEOfaS35inz1',
      'Rounds',
      '5,000 (the default)',
    ],
    ['MD5-crypt', '$1$saltstri$YMyguxXMBpd2TEZ.vS/3q1', 'Salt', 'saltstri'],
    ['Apache MD5', '$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/', 'Scheme', '$apr1$'],
  ])('parses %s', (_name, hash, label, value) => {
    const analysis = analyseHash(hash);
    expect(analysis.check.verdict).toBe('valid');
    expect(analysis.params).toContainEqual({ label, value });
  });

  it.each([
    [
      'a bcrypt salt character outside its alphabet',
      '$2b$10$H7ZqvZJMkE0Ry7dLm+nI5e1WF8v9mc8R87Sl2WaU6h9dBZWhHYPYe',
      24,
      /"\+", is not allowed.*bcrypt's own Base64/,
    ],
    ['a bcrypt cost of one digit', '$2a$6$DCq7YPn5Rq63x1Lad4cll.TV4S6ytwfsfvkgY8jIucDrjc8deX1s.', 5, /two digits/],
    ['a bcrypt cost out of range', '$2b$32$H7ZqvZJMkE0Ry7dLmWnI5e1WF8v9mc8R87Sl2WaU6h9dBZWhHYPYe', 4, /4 to 31/],
    ['a bcrypt hash cut short', SAMPLE_INPUT.slice(0, -2), 58, /53 characters.*this has 51/],
    ['an unknown bcrypt variant', '$2c$10$H7ZqvZJMkE0Ry7dLmWnI5e1WF8v9mc8R87Sl2WaU6h9dBZWhHYPYe', 2, /\$2a\$/],
    [
      'an argon2 parameter that is not a number',
      '$argon2id$v=19$m=lots,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub',
      17,
      /"m" must be a whole number/,
    ],
    [
      'an argon2 version that does not exist',
      '$argon2id$v=20$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub',
      12,
      /v=19/,
    ],
    [
      'an argon2 hash with a missing parameter',
      '$argon2id$v=19$m=65536,t=3$c29tZXNhbHQ$RdescudvJCsgt3ub',
      15,
      /"p" is missing/,
    ],
    [
      'a SHA-crypt hash one character short',
      '$5$saltstring$5B8vYYiY.CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc',
      56,
      /43 characters; this has 42/,
    ],
    [
      'a SHA-crypt hash with a bad character',
      '$5$saltstring$5B8vYYiY-CVt1RlTTf8KbXBH3hsxY/GNooZaBBGWEc5',
      22,
      /"-", is not allowed/,
    ],
    ['an MD5-crypt salt over 8 characters', '$1$saltstring$YMyguxXMBpd2TEZ.vS/3q1', 11, /at most 8/],
    ['an unknown crypt scheme', '$9$abc$def', 1, /not a crypt scheme this tool knows/],
  ])('finds %s, and where', (_name, hash, position, reason) => {
    const check = checkHash(hash);
    expect(check.verdict).toBe('invalid');
    expect(check.reason).toMatch(reason);
    expect(check.position).toBe(position);
  });

  it('notes a non-canonical bcrypt salt and an old variant marker', () => {
    const notes = analyseHash('$2a$06$DCq7YPn5Rq63x1Lad4cll/TV4S6ytwfsfvkgY8jIucDrjc8deX1s.').notes.join(' ');
    expect(notes).toMatch(/unused bits/);
    expect(notes).toMatch(/older marker/);
  });

  it('recognises yescrypt without claiming to check it', () => {
    expect(analyseHash('$y$j9T$F5Jx5fExrKuPp53xLKQ..1$X3DX6M94c7o.9agCG9G317fhZg9SqC.5i5rd.RhAtQ7')).toMatchObject({
      scheme: 'yescrypt',
      verifiable: false,
      check: { verdict: 'warning' },
    });
  });
});

describe('properties', () => {
  it('hex and Base64 forms of any digest-sized bytes read back to the same bytes', () => {
    fc.assert(
      fc.property(fc.constantFrom(4, 16, 20, 28, 32, 48, 64), fc.infiniteStream(fc.nat(255)), (size, stream) => {
        const bytes = Uint8Array.from(stream.take(size));
        expect(bytesToHex(hexToBytes(bytesToHex(bytes)))).toBe(bytesToHex(bytes));
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
        const fromHex = analyseHash(bytesToHex(bytes));
        expect(fromHex.bytes).toBe(size);
        expect(analyseHash(fromHex.base64!).hex).toBe(fromHex.hex);
      }),
    );
  });

  it('catches any character of a bcrypt hash replaced by one outside its alphabet', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: SAMPLE_INPUT.length - 1 }),
        fc.constantFrom('+', '-', '!', '=', ' '),
        (at, char) => {
          const broken = `${SAMPLE_INPUT.slice(0, at)}${char}${SAMPLE_INPUT.slice(at + 1)}`;
          expect(checkHash(broken)).toMatchObject({ verdict: 'invalid', position: at });
        },
      ),
    );
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((tail) => `$2b$10$${tail}`),
          fc.string().map((tail) => `$argon2id$${tail}`),
        ),
        (value) => {
          expect(['valid', 'warning', 'invalid']).toContain(checkHash(value).verdict);
        },
      ),
    );
  });
});

describe('batch', () => {
  it('checks a list of hashes', () => {
    const result = checkBatch(
      `${SAMPLE_INPUT}\n900150983cd24fb0d6963f7d28e17f7\ncbf43926\n`,
      { format: 'lines', column: '' },
      checkHash,
    );
    expect(result.counts).toEqual({ valid: 2, warning: 0, invalid: 1 });
    expect(result.rows.map((row) => row.details)).toEqual(['bcrypt', 'Unknown length', 'CRC-32']);
  });
});
