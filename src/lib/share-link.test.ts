import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { decodeShare, encodeShare, SHARE_INFLATED_LIMIT, ShareTooLarge } from './share-link';

describe('share links', () => {
  it('round-trip a tool state, compressed and URL-safe', async () => {
    const shared = { toolId: 'url-encoder', state: { input: 'a b&c/é 😀 '.repeat(200), mode: 'form', perLine: true } };
    const { value, bytes } = await encodeShare(shared);
    expect(value).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(bytes).toBeLessThan(JSON.stringify(shared).length / 10);
    expect(await decodeShare(value)).toEqual(shared);
  });

  it('round-trip any text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), async (input) => {
        const { value } = await encodeShare({ toolId: 't', state: { input } });
        expect((await decodeShare(value)).state).toEqual({ input });
      }),
      { numRuns: 50 },
    );
  });

  it.each([
    ['no version', 'abc'],
    ['another version', '2.AAAA'],
    ['not base64url', '1.a+b/c'],
    ['not deflate', '1.AAAAAAAA'],
    ['empty', '1.'],
  ])('refuses a malformed value: %s', async (_name, value) => {
    await expect(decodeShare(value)).rejects.toThrow();
  });

  it('stops inflating as soon as the state passes its limit', async () => {
    // 1 GB of spaces compresses to about 1 MB; the limit stops it after 16 MB.
    const bomb = deflateRawSync(Buffer.alloc(SHARE_INFLATED_LIMIT * 4, ' '), { level: 9 });
    const value = `1.${bomb.toString('base64url')}`;
    await expect(decodeShare(value)).rejects.toBeInstanceOf(ShareTooLarge);
  });

  it('says how large a state is once inflated, so a link that would not open is never made', async () => {
    const { inflatedBytes } = await encodeShare({ toolId: 't', state: { input: 'é'.repeat(1000) } });
    expect(inflatedBytes).toBe(
      new TextEncoder().encode(JSON.stringify({ tool: 't', state: { input: 'é'.repeat(1000) } })).length,
    );
  });

  it('refuses compressed JSON that is not a tool state', async () => {
    const { value } = await encodeShare({ toolId: 'x', state: {} });
    const notState = value.slice(0, 2) + (await encodeShare({ toolId: 'x', state: [] as never })).value.slice(2);
    await expect(decodeShare(notState)).rejects.toThrow('Not a state');
  });
});
