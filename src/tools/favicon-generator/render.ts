/**
 * Draws the favicon set in the browser, on OffscreenCanvas, and encodes each image as PNG. The geometry and
 * every byte around the PNGs come from core.ts; this file only paints.
 */
import { ToolError } from '../../lib/tool-error';
import {
  contentBox,
  fitInto,
  FONT_STACKS,
  IMAGE_TYPES,
  MASKABLE_FILE,
  maskableContentBox,
  placeText,
  PNG_FILES,
  ROUNDED_RADIUS,
  svgAspect,
  type Box,
  type FaviconDesign,
  type ImageKind,
  type PngFileName,
  type TextInk,
} from './core';

/** An opened image, decoded and ready to draw. */
export interface LoadedImage {
  image: CanvasImageSource;
  aspect: number;
  /** Frees what decoding took (an ImageBitmap's memory, a blob URL). */
  release: () => void;
}

export type DrawSource =
  { kind: 'text'; design: FaviconDesign } | { kind: 'image'; design: FaviconDesign; loaded: LoadedImage };

/** Whether this browser can draw the icons (every current one can; a test DOM cannot). */
export function canDraw(): boolean {
  return typeof OffscreenCanvas !== 'undefined';
}

/**
 * Decodes an image file. Raster images through createImageBitmap; an SVG through an <img> of a blob URL,
 * which renders it as an image (its scripts never run, and it is never put into the page as markup).
 */
export async function loadImage(bytes: Uint8Array, kind: ImageKind, name: string): Promise<LoadedImage> {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: IMAGE_TYPES[kind] });
  const failed = () =>
    new ToolError(`“${name}” could not be decoded as ${kind.toUpperCase()}: the file may be damaged.`);
  if (kind !== 'svg') {
    const bitmap = await createImageBitmap(blob).catch(() => {
      throw failed();
    });
    return { image: bitmap, aspect: bitmap.width / bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(blob);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    URL.revokeObjectURL(url);
    throw failed();
  }
  return { image, aspect: svgAspect(new TextDecoder().decode(bytes)), release: () => URL.revokeObjectURL(url) };
}

function canvasOf(size: number): { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D } {
  const canvas = new OffscreenCanvas(size, size);
  const context = canvas.getContext('2d');
  if (!context) throw new ToolError('This browser cannot draw on a canvas, so it cannot make the icons.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return { canvas, context };
}

const fontOf = (design: FaviconDesign, size: number) =>
  `${design.bold ? '700' : '400'} ${size}px ${FONT_STACKS[design.font]}`;

/** The text's ink at 100 px, as this browser draws it in the chosen font. */
export function measureInk(design: FaviconDesign): TextInk {
  const { context } = canvasOf(1);
  context.font = fontOf(design, 100);
  context.textAlign = 'left';
  context.textBaseline = 'alphabetic';
  const metrics = context.measureText(design.text);
  return {
    fontSize: 100,
    left: metrics.actualBoundingBoxLeft,
    right: metrics.actualBoundingBoxRight,
    ascent: metrics.actualBoundingBoxAscent,
    descent: metrics.actualBoundingBoxDescent,
  };
}

function fillShape(
  context: OffscreenCanvasRenderingContext2D,
  size: number,
  shape: FaviconDesign['shape'],
  color: string,
) {
  context.fillStyle = color;
  context.beginPath();
  if (shape === 'square') context.rect(0, 0, size, size);
  else if (shape === 'rounded') context.roundRect(0, 0, size, size, size * ROUNDED_RADIUS);
  else if (shape === 'circle') context.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2);
  else return;
  context.fill();
}

function drawContent(context: OffscreenCanvasRenderingContext2D, source: DrawSource, box: Box, ink: TextInk | null) {
  if (source.kind === 'image') {
    const target = fitInto(box, source.loaded.aspect);
    context.drawImage(source.loaded.image, target.x, target.y, target.width, target.height);
    return;
  }
  const place = placeText(ink!, box);
  context.font = fontOf(source.design, place.fontSize);
  context.textAlign = 'left';
  context.textBaseline = 'alphabetic';
  context.fillStyle = source.design.textColor;
  context.fillText(source.design.text, place.x, place.y);
}

/** How an icon is laid out: the design's shape, or a full solid square (apple-touch-icon), or maskable. */
type Layout = 'shape' | 'full' | 'maskable';

async function renderPng(size: number, source: DrawSource, layout: Layout, solid: string, ink: TextInk | null) {
  const { canvas, context } = canvasOf(size);
  const { design } = source;
  if (layout === 'shape') fillShape(context, size, design.shape, design.background);
  else fillShape(context, size, 'square', solid);
  const box = layout === 'maskable' ? maskableContentBox(size, design.padding) : contentBox(size, design.padding);
  drawContent(context, source, box, ink);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new Uint8Array(await blob.arrayBuffer());
}

export interface Rendering {
  pngs: Record<PngFileName, Uint8Array>;
  /** The text as measured here, for favicon.svg; null for an image. */
  ink: TextInk | null;
}

/**
 * Every PNG of the set. The apple-touch-icon is a full square on `solid` (iOS rounds its corners itself and
 * shows transparency as black); the maskable icon is a full square with the content in the safe zone.
 */
export async function renderAll(source: DrawSource, solid: string): Promise<Rendering> {
  const ink = source.kind === 'text' ? measureInk(source.design) : null;
  const entries = await Promise.all([
    ...PNG_FILES.map(async ({ name, size }) => {
      const layout: Layout = name === 'apple-touch-icon.png' ? 'full' : 'shape';
      return [name, await renderPng(size, source, layout, solid, ink)] as const;
    }),
    renderPng(MASKABLE_FILE.size, source, 'maskable', solid, ink).then((png) => [MASKABLE_FILE.name, png] as const),
  ]);
  return { pngs: Object.fromEntries(entries) as Record<PngFileName, Uint8Array>, ink };
}
