/**
 * Readers for the bytes this tool writes, written from the file formats' specifications and independent of
 * core.ts: the unit tests and the browser test check the ICO, PNG and ZIP files with them.
 */

export interface IcoEntry {
  /** Width and height as written (0 for 256). */
  width: number;
  height: number;
  colorCount: number;
  reserved: number;
  planes: number;
  bitCount: number;
  bytesInResource: number;
  offset: number;
}

export interface IcoDirectory {
  reserved: number;
  type: number;
  count: number;
  entries: IcoEntry[];
}

/** The ICONDIR and its ICONDIRENTRY records, little-endian, as Windows reads them. */
export function readIcoDirectory(bytes: Uint8Array): IcoDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4, true);
  const entries = Array.from({ length: count }, (_, index) => {
    const at = 6 + 16 * index;
    return {
      width: view.getUint8(at),
      height: view.getUint8(at + 1),
      colorCount: view.getUint8(at + 2),
      reserved: view.getUint8(at + 3),
      planes: view.getUint16(at + 4, true),
      bitCount: view.getUint16(at + 6, true),
      bytesInResource: view.getUint32(at + 8, true),
      offset: view.getUint32(at + 12, true),
    };
  });
  return { reserved: view.getUint16(0, true), type: view.getUint16(2, true), count, entries };
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function hasPngSignature(bytes: Uint8Array, at = 0): boolean {
  return PNG_SIGNATURE.every((byte, index) => bytes[at + index] === byte);
}

/** A PNG's width and height from its IHDR chunk (big-endian, right after the signature and the chunk header). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * Every problem with an ICO file of PNG entries: the header, each entry's size byte, length and offset
 * against the data, entries that overlap or leave gaps, and a PNG signature at each offset. [] for a good one.
 */
export function icoProblems(bytes: Uint8Array, sizes: readonly number[]): string[] {
  const problems: string[] = [];
  const directory = readIcoDirectory(bytes);
  if (directory.reserved !== 0) problems.push(`reserved is ${directory.reserved}`);
  if (directory.type !== 1) problems.push(`type is ${directory.type}`);
  if (directory.count !== sizes.length) problems.push(`count is ${directory.count}`);
  let expectedOffset = 6 + 16 * directory.count;
  directory.entries.forEach((entry, index) => {
    const size = sizes[index]!;
    if (entry.width !== size % 256 || entry.height !== size % 256)
      problems.push(`entry ${index} is ${entry.width}×${entry.height}, not ${size}`);
    if (entry.offset !== expectedOffset)
      problems.push(`entry ${index} starts at ${entry.offset}, not ${expectedOffset}`);
    if (entry.offset + entry.bytesInResource > bytes.length) problems.push(`entry ${index} runs past the end`);
    if (!hasPngSignature(bytes, entry.offset)) problems.push(`entry ${index} has no PNG signature at ${entry.offset}`);
    else {
      const png = bytes.subarray(entry.offset, entry.offset + entry.bytesInResource);
      const { width, height } = pngSize(png);
      if (width !== size || height !== size) problems.push(`entry ${index}'s PNG is ${width}×${height}`);
    }
    expectedOffset = entry.offset + entry.bytesInResource;
  });
  if (expectedOffset !== bytes.length) problems.push(`the data ends at ${expectedOffset} of ${bytes.length} bytes`);
  return problems;
}
