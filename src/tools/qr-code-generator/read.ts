import jsQR from 'jsqr';
import { ToolError } from '../../lib/tool-error';

/**
 * Reading a QR code from an image, in the reader's worker (reader-worker.ts): decoding a photo takes jsQR
 * a good part of a second, which would hold the page, and jsQR (about 45 KB gz) is never in the page's
 * chunks. The decoding itself is a plain function of pixels, tested in Node.
 */

type Decoder = typeof jsQR;

export interface ReadCode {
  text: string;
  version: number;
}

/**
 * The text of the QR code in RGBA pixels, trying an inverted (light on dark) image too; a ToolError saying
 * so when there is none.
 */
export function decodePixels(jsQR: Decoder, pixels: Uint8ClampedArray, width: number, height: number): ReadCode {
  const found = jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' });
  if (!found)
    throw new ToolError(
      'No QR code was found in the image. Use an image where the whole code, with some blank margin around it, is sharp and square-on.',
    );
  return { text: found.data, version: found.version };
}

/** The longest side an image is read at: a photo's 4,000 pixels take jsQR seconds, and a code needs far fewer. */
const MAX_SIDE = 1600;

/** Reads the QR code in an image file's bytes (PNG, JPEG, GIF, WebP, BMP, or SVG where the browser decodes it). */
export async function readImage(bytes: Uint8Array, type: string, name: string): Promise<ReadCode> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type }));
  } catch {
    throw new ToolError(`“${name}” is not an image this browser can open (PNG, JPEG, GIF, WebP or BMP).`);
  }
  const shrink = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * shrink));
  const height = Math.max(1, Math.round(bitmap.height * shrink));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new ToolError('This browser cannot draw the image to read it.');
  // A transparent PNG's clear pixels read as black; a white ground makes them the light they look like.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return decodePixels(jsQR, context.getImageData(0, 0, width, height).data, width, height);
}
