/**
 * MD4 (RFC 1320), which @noble/hashes does not have: NTLM password hashes are MD4 of the password in UTF-16LE.
 * Broken as a hash, so used here only to recognise hashes that already exist.
 */

const rotl = (value: number, bits: number) => (value << bits) | (value >>> (32 - bits));

export class Md4 {
  private readonly state = new Uint32Array([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]);
  private readonly block = new Uint8Array(64);
  private readonly words = new Uint32Array(16);
  private filled = 0;
  private length = 0;

  update(bytes: Uint8Array): this {
    this.length += bytes.length;
    let offset = 0;
    while (offset < bytes.length) {
      const take = Math.min(64 - this.filled, bytes.length - offset);
      this.block.set(bytes.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === 64) {
        this.compress();
        this.filled = 0;
      }
    }
    return this;
  }

  digest(): Uint8Array {
    const bitLength = this.length * 8;
    const padding = new Uint8Array((this.filled < 56 ? 56 : 120) - this.filled + 8);
    padding[0] = 0x80;
    const view = new DataView(padding.buffer);
    view.setUint32(padding.length - 8, bitLength >>> 0, true);
    view.setUint32(padding.length - 4, Math.floor(bitLength / 2 ** 32), true);
    this.update(padding);
    const out = new Uint8Array(16);
    const outView = new DataView(out.buffer);
    this.state.forEach((word, index) => outView.setUint32(index * 4, word, true));
    return out;
  }

  private compress(): void {
    const x = this.words;
    for (let index = 0; index < 16; index += 1)
      x[index] =
        this.block[index * 4]! |
        (this.block[index * 4 + 1]! << 8) |
        (this.block[index * 4 + 2]! << 16) |
        (this.block[index * 4 + 3]! << 24);
    let [a, b, c, d] = this.state as unknown as [number, number, number, number];
    const f = (x1: number, y: number, z: number) => (x1 & y) | (~x1 & z);
    const g = (x1: number, y: number, z: number) => (x1 & y) | (x1 & z) | (y & z);
    const h = (x1: number, y: number, z: number) => x1 ^ y ^ z;
    for (const k of [0, 4, 8, 12]) {
      a = rotl(a + f(b, c, d) + x[k]!, 3);
      d = rotl(d + f(a, b, c) + x[k + 1]!, 7);
      c = rotl(c + f(d, a, b) + x[k + 2]!, 11);
      b = rotl(b + f(c, d, a) + x[k + 3]!, 19);
    }
    for (const k of [0, 1, 2, 3]) {
      a = rotl(a + g(b, c, d) + x[k]! + 0x5a827999, 3);
      d = rotl(d + g(a, b, c) + x[k + 4]! + 0x5a827999, 5);
      c = rotl(c + g(d, a, b) + x[k + 8]! + 0x5a827999, 9);
      b = rotl(b + g(c, d, a) + x[k + 12]! + 0x5a827999, 13);
    }
    for (const k of [0, 2, 1, 3]) {
      a = rotl(a + h(b, c, d) + x[k]! + 0x6ed9eba1, 3);
      d = rotl(d + h(a, b, c) + x[k + 8]! + 0x6ed9eba1, 9);
      c = rotl(c + h(d, a, b) + x[k + 4]! + 0x6ed9eba1, 11);
      b = rotl(b + h(c, d, a) + x[k + 12]! + 0x6ed9eba1, 15);
    }
    this.state[0]! += a;
    this.state[1]! += b;
    this.state[2]! += c;
    this.state[3]! += d;
  }
}

export function md4(bytes: Uint8Array): Uint8Array {
  return new Md4().update(bytes).digest();
}

/** UTF-16LE bytes of a string: what Windows hashes for NTLM. */
export function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    bytes[index * 2] = unit & 0xff;
    bytes[index * 2 + 1] = unit >>> 8;
  }
  return bytes;
}

export function ntlm(password: string): Uint8Array {
  return md4(utf16le(password));
}
