import { describe, expect, it } from 'vitest';
import { toolErrorOf } from '../../test/errors';
import {
  ALGORITHM_IDS,
  compareDigest,
  digestBlob,
  encodeDigest,
  hashText,
  inputBytes,
  SAMPLE_INPUT,
  SAMPLE_SHA256,
  type AlgorithmId,
  type InputEncoding,
} from './core';
import step from './step';

const hex = (text: string, id: AlgorithmId, inputEncoding: InputEncoding = 'utf8', key = '', keyEncoding = 'utf8') =>
  encodeDigest(
    hashText(text, [id], { inputEncoding, key, keyEncoding: keyEncoding as 'utf8' | 'hex' }).digests[0]!.bytes,
    'hex',
  );

const ABC = 'abc';
/** FIPS 180's 448-bit (one block) message. */
const M448 = 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq';
/** FIPS 180's 896-bit (two SHA-512 blocks) message. */
const M896 =
  'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu';
const MILLION_A = 'a'.repeat(1_000_000);

describe('FIPS 180-4 example vectors (SHA-1, SHA-2)', () => {
  it.each<[AlgorithmId, string, string, string]>([
    ['sha1', 'abc', ABC, 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['sha1', '448-bit', M448, '84983e441c3bd26ebaae4aa1f95129e5e54670f1'],
    ['sha1', 'million a', MILLION_A, '34aa973cd4c4daa4f61eeb2bdbad27316534016f'],
    ['sha224', 'abc', ABC, '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7'],
    ['sha224', '448-bit', M448, '75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525'],
    ['sha224', 'million a', MILLION_A, '20794655980c91d8bbb4c1ea97618a4bf03f42581948b2ee4ee7ad67'],
    ['sha256', 'abc', ABC, 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['sha256', '448-bit', M448, '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
    ['sha256', 'million a', MILLION_A, 'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0'],
    [
      'sha384',
      'abc',
      ABC,
      'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
    ],
    [
      'sha384',
      '448-bit',
      M448,
      '3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05abfe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b',
    ],
    [
      'sha384',
      '896-bit',
      M896,
      '09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039',
    ],
    [
      'sha384',
      'million a',
      MILLION_A,
      '9d0e1809716474cb086e834e310a4a1ced149e9c00f248527972cec5704c2a5b07b8b3dc38ecc4ebae97ddd87f3d8985',
    ],
    [
      'sha512',
      'abc',
      ABC,
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    ],
    [
      'sha512',
      '448-bit',
      M448,
      '204a8fc6dda82f0a0ced7beb8e08a41657c16ef468b228a8279be331a703c33596fd15c13b1b07f9aa1d3bea57789ca031ad85c7a71dd70354ec631238ca3445',
    ],
    [
      'sha512',
      '896-bit',
      M896,
      '8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909',
    ],
    [
      'sha512',
      'million a',
      MILLION_A,
      'e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b',
    ],
    ['sha512_256', 'abc', ABC, '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23'],
    ['sha512_256', '896-bit', M896, '3928e184fb8690f840da3988121d31be65cb9d3ef83ee6146feac861e19b563a'],
  ])('%s of the %s message', (id, _name, message, expected) => {
    expect(hex(message, id)).toBe(expected);
  });
});

describe('RFC 1321 MD5 test suite', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
    ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
  ])('MD5(%j) = %s', (message, expected) => {
    expect(hex(message, 'md5')).toBe(expected);
  });
});

describe('FIPS 202 SHA-3 vectors', () => {
  it.each<[AlgorithmId, string, string]>([
    ['sha3_256', '', 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a'],
    ['sha3_256', ABC, '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
    ['sha3_256', M448, '41c0dba2a9d6240849100376a8235e2c82e1b9998a999e21db32dd97496d3376'],
    ['sha3_256', MILLION_A, '5c8875ae474a3634ba4fd55ec85bffd661f32aca75c6d699d0cdcb6c115891c1'],
    [
      'sha3_512',
      '',
      'a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26',
    ],
    [
      'sha3_512',
      ABC,
      'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0',
    ],
  ])('%s(%#)', (id, message, expected) => {
    expect(hex(message, id)).toBe(expected);
  });
});

describe('BLAKE2b (RFC 7693) and BLAKE3 (its reference test vectors)', () => {
  /** BLAKE3's test_vectors.json input: bytes 0, 1, …, 250, 0, 1, … of the given length. */
  const blake3Input = (length: number) =>
    Array.from({ length }, (_, index) => (index % 251).toString(16).padStart(2, '0')).join('');
  it.each<[AlgorithmId, string, InputEncoding, string]>([
    [
      'blake2b',
      ABC,
      'utf8',
      'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
    ],
    [
      'blake2b',
      '',
      'utf8',
      '786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce',
    ],
    ['blake3', '', 'utf8', 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262'],
    ['blake3', blake3Input(1), 'hex', '2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213'],
    ['blake3', ABC, 'utf8', '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85'],
  ])('%s(%#)', (id, message, encoding, expected) => {
    expect(hex(message, id, encoding)).toBe(expected);
  });
});

describe('RFC 4231 HMAC-SHA-256 and HMAC-SHA-512 test cases', () => {
  const LONG_KEY = 'aa'.repeat(131);
  const hexOf = (text: string) => Buffer.from(text, 'utf8').toString('hex');
  it.each([
    [
      '1',
      '0b'.repeat(20),
      hexOf('Hi There'),
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
      '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
    ],
    [
      '2',
      hexOf('Jefe'),
      hexOf('what do ya want for nothing?'),
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    ],
    [
      '3',
      'aa'.repeat(20),
      'dd'.repeat(50),
      '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
      'fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb',
    ],
    [
      '4',
      '0102030405060708090a0b0c0d0e0f10111213141516171819',
      'cd'.repeat(50),
      '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
      'b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd',
    ],
    // Test case 5's output is truncated to 128 bits: its first 32 hex digits are compared.
    [
      '5',
      '0c'.repeat(20),
      hexOf('Test With Truncation'),
      'a3b6167473100ee06e0c796c2955552b',
      '415fad6271580a531d4179bc891d87a6',
    ],
    [
      '6',
      LONG_KEY,
      hexOf('Test Using Larger Than Block-Size Key - Hash Key First'),
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
      '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
    ],
    [
      '7',
      LONG_KEY,
      hexOf(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
      'e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58',
    ],
  ])('test case %s', (_case, key, data, sha256, sha512) => {
    expect(hex(data, 'sha256', 'hex', key, 'hex').startsWith(sha256)).toBe(true);
    expect(hex(data, 'sha512', 'hex', key, 'hex').startsWith(sha512)).toBe(true);
  });

  it('takes a text key as its UTF-8 bytes (test case 2, key "Jefe")', () => {
    expect(hex('what do ya want for nothing?', 'sha256', 'utf8', 'Jefe')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('input encodings', () => {
  it.each<[InputEncoding, string, number[]]>([
    ['utf8', 'é€', [0xc3, 0xa9, 0xe2, 0x82, 0xac]],
    ['utf16le', 'A€😀', [0x41, 0x00, 0xac, 0x20, 0x3d, 0xd8, 0x00, 0xde]],
    ['hex', '61 62:63', [0x61, 0x62, 0x63]],
    ['hex', '0xDEADbeef', [0xde, 0xad, 0xbe, 0xef]],
    ['base64', 'YWJj', [0x61, 0x62, 0x63]],
    ['base64', '-_8', [0xfb, 0xff]],
  ])('%s %j', (encoding, text, bytes) => {
    expect([...inputBytes(text, encoding)]).toEqual(bytes);
  });

  it('hashes the same bytes the same, whichever way they were written', () => {
    const sha256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(hex('616263', 'sha256', 'hex')).toBe(sha256);
    expect(hex('YWJj', 'sha256', 'base64')).toBe(sha256);
  });

  it.each<[InputEncoding, string, RegExp]>([
    ['hex', 'abc', /odd number of hex digits/],
    ['hex', 'zz', /"z" is not a hex digit/],
    ['base64', 'ab$c', /Invalid Base64 character/],
    ['utf8', 'a\uD800b', /lone surrogate/],
    ['utf16le', '\uDC00', /lone surrogate/],
  ])('refuses bad %s input %j with a message', (encoding, text, message) => {
    expect(toolErrorOf(() => inputBytes(text, encoding)).message).toMatch(message);
  });
});

describe('output encodings', () => {
  const digest = hashText('abc', ['sha256'], { inputEncoding: 'utf8', key: '', keyEncoding: 'utf8' }).digests[0]!;
  it.each([
    ['hex', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['base64', 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='],
    ['base64url', 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0'],
  ] as const)('%s', (encoding, expected) => {
    expect(encodeDigest(digest.bytes, encoding)).toBe(expected);
  });
});

describe('every algorithm at once', () => {
  it('gives each digest at its length, in the table order', () => {
    const { digests, bytes } = hashText(SAMPLE_INPUT, ALGORITHM_IDS, {
      inputEncoding: 'utf8',
      key: '',
      keyEncoding: 'utf8',
    });
    expect(bytes).toBe(43);
    expect(digests.map((digest) => [digest.id, digest.bytes.length])).toEqual([
      ['md5', 16],
      ['sha1', 20],
      ['sha224', 28],
      ['sha256', 32],
      ['sha384', 48],
      ['sha512', 64],
      ['sha512_256', 32],
      ['sha3_256', 32],
      ['sha3_512', 64],
      ['blake2b', 64],
      ['blake3', 32],
    ]);
    expect(encodeDigest(digests[3]!.bytes, 'hex')).toBe(SAMPLE_SHA256);
  });
});

describe('compareDigest', () => {
  const { digests } = hashText('abc', ALGORITHM_IDS, { inputEncoding: 'utf8', key: '', keyEncoding: 'utf8' });
  it.each<[string, string, AlgorithmId[]]>([
    ['lower-case hex', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', ['sha256']],
    ['upper-case hex', 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD', ['sha256']],
    ['hex with colons', 'a9:99:3e:36:47:06:81:6a:ba:3e:25:71:78:50:c2:6c:9c:d0:d8:9d', ['sha1']],
    ['Base64', 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=', ['sha256']],
    ['Base64url', 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0', ['sha256']],
    ['a sha256: label', 'sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', ['sha256']],
    ['an SRI value', 'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=', ['sha256']],
    ['a sha256sum line', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  abc.txt', ['sha256']],
    ['an MD5', '  900150983cd24fb0d6963f7d28e17f72\n', ['md5']],
    ['another digest', 'd41d8cd98f00b204e9800998ecf8427e', []],
  ])('%s', (_name, pasted, matches) => {
    expect(compareDigest(pasted, digests).matches).toEqual(matches);
  });

  it('says when the pasted text is no digest at all', () => {
    expect(compareDigest('not a digest!', digests)).toEqual({ matches: [], readable: false });
  });
});

describe('files, read a slice at a time', () => {
  it('gives the digests of the whole, with progress after each slice', async () => {
    const bytes = new Uint8Array(10_000).map((_, index) => index % 256);
    const progress: number[] = [];
    const digests = await digestBlob(new Blob([bytes]), ['sha256', 'md5'], null, (done) => progress.push(done), 4096);
    expect(progress).toEqual([4096, 8192, 10_000]);
    const whole = hashText(encodeDigest(bytes, 'hex'), ['sha256', 'md5'], {
      inputEncoding: 'hex',
      key: '',
      keyEncoding: 'utf8',
    }).digests;
    expect(digests).toEqual(whole);
  });

  it('hashes an empty file', async () => {
    const [digest] = await digestBlob(new Blob([]), ['md5'], null);
    expect(encodeDigest(digest!.bytes, 'hex')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('makes an HMAC of a file', async () => {
    const [digest] = await digestBlob(
      new Blob(['what do ya want ', 'for nothing?']),
      ['sha256'],
      new TextEncoder().encode('Jefe'),
      undefined,
      5,
    );
    expect(encodeDigest(digest!.bytes, 'hex')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
});

describe('the recipe step', () => {
  it('gives one digest in the chosen encoding', async () => {
    expect(await step.transform('abc', { algorithm: 'sha256', inputEncoding: 'utf8', outputEncoding: 'hex' })).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(
      await step.transform('YWJj', { algorithm: 'md5', inputEncoding: 'base64', outputEncoding: 'base64url' }),
    ).toBe('kAFQmDzST7DWlj99KOF_cg');
  });
});
