import { describe, expect, it } from 'vitest';
import { readTextFile } from './files';
import { piecesOf } from './text-pieces';

const fileOf = (bytes: Uint8Array, name = 'notes.txt') => {
  const blob = new Blob([bytes.slice()]);
  return {
    name,
    size: blob.size,
    arrayBuffer: () => blob.arrayBuffer(),
    slice: (start: number, end: number) => blob.slice(start, end),
  };
};

describe('readTextFile', () => {
  it('decodes a large file in slices, whole characters across the cuts', async () => {
    // 3-byte and 4-byte characters, so slice boundaries of 1 MiB fall inside them.
    const text = 'a東京🚀\n'.repeat(300_000);
    await expect(readTextFile(fileOf(new TextEncoder().encode(text)))).resolves.toBe(text);
  });

  it.each([
    ['small', new Uint8Array([0x61, 0xff, 0x62])],
    ['large', new Uint8Array(3 << 20).fill(0x61).fill(0xc3, (3 << 20) - 1)],
  ])('refuses invalid UTF-8 (%s)', async (_, bytes) => {
    await expect(readTextFile(fileOf(bytes))).rejects.toThrow('"notes.txt" is not valid UTF-8 text.');
  });

  it('reads an empty file as empty text', async () => {
    await expect(readTextFile(fileOf(new Uint8Array(0)))).resolves.toBe('');
  });

  it('drops a byte order mark and keeps the pieces of a large file for walking it without flattening', async () => {
    const text = 'line\n'.repeat(600_000);
    const read = await readTextFile(fileOf(new TextEncoder().encode(`\uFEFF${text}`)));
    expect(read).toBe(text);
    expect(piecesOf(read).length).toBe(6);
    expect(piecesOf(read).join('')).toBe(text);
  });

  it('refuses binary data and files over the limit', async () => {
    await expect(readTextFile(fileOf(new Uint8Array([0x61, 0, 0x62])))).rejects.toThrow('contains NUL bytes');
    await expect(readTextFile(fileOf(new Uint8Array(10)), 5)).rejects.toThrow('files up to');
  });
});
