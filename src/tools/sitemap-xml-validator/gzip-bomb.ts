/**
 * A gzip bomb for tests (Node only, never part of the app): a valid .gz file about a thousandth of the size
 * it inflates to.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

const MEGABYTE = 1024 * 1024;

/**
 * A gzip file of `megabytes` MB of zeros, built without deflating them all: one megabyte deflated and ended
 * with a full flush (byte-aligned, nothing after it refers back into it) is a run of blocks that may repeat
 * as it is, so the file is that run `megabytes` times, a last empty block, and the trailer's CRC and size.
 */
export function gzipBomb(megabytes: number): Uint8Array<ArrayBuffer> {
  const zeros = Buffer.alloc(MEGABYTE);
  const run = deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let count = 0; count < megabytes; count += 1) crc = crc32(zeros, crc);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((megabytes * MEGABYTE) % 2 ** 32, 4);
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
  // The last block: final, fixed codes, holding only its end (the bits 1, 01 and seven 0s).
  const lastBlock = Buffer.from([0x03, 0x00]);
  return new Uint8Array(Buffer.concat([header, ...Array<Buffer>(megabytes).fill(run), lastBlock, trailer]));
}
