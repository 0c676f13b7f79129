/**
 * CRC-32 (ISO-HDLC, the zlib / PNG / Ethernet one: reflected polynomial 0xEDB88320, initial and final value
 * 0xFFFFFFFF). GitHub and npm token checksums and the "CRC32" hash lines of checksum files use it.
 */

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let byte = 0; byte < 256; byte += 1) {
    let value = byte;
    for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
    table[byte] = value >>> 0;
  }
  return table;
})();

/** Continues a CRC-32 over more bytes: start from `crc32Update(0, first)`, feed the result back for the next. */
export function crc32Update(crc: number, bytes: Uint8Array): number {
  let value = ~crc >>> 0;
  for (let index = 0; index < bytes.length; index += 1) value = TABLE[(value ^ bytes[index]!) & 0xff]! ^ (value >>> 8);
  return ~value >>> 0;
}

/** The CRC-32 of bytes, or of a string's UTF-8 bytes, as an unsigned 32-bit number. */
export function crc32(input: Uint8Array | string): number {
  return crc32Update(0, typeof input === 'string' ? new TextEncoder().encode(input) : input);
}
