/**
 * The parts a document's HTML travels in from the worker to the page (chunks.ts cuts them), and how they are
 * put back together. Nothing here parses HTML, so the page can use it without the worker's parser.
 */

/** An element a long block is cut inside: its start and end tags, and a number telling it from its siblings. */
export interface Wrapper {
  id: number;
  open: string;
  close: string;
}

/**
 * A part of a document's HTML: whole top-level blocks (an empty `path`), or children of a long block's
 * elements, `path` naming those elements from the outermost in (`<table>`, `<tbody>`).
 */
export interface HtmlPart {
  html: string;
  path: Wrapper[];
}

export interface HtmlChunks {
  /** The whole HTML in parts; `joinParts` puts them together. */
  chunks: HtmlPart[];
  /**
   * What the preview shows, in parts of whole top-level blocks: the document's, where it fits in
   * PREVIEW_LENGTH; else its first blocks and the start of the block that would go past it, cut between its
   * children (a table's rows, a list's items). A part of `chunks` with the same text is sanitised once.
   */
  preview: string[];
  /** Whether the preview holds the whole document. */
  complete: boolean;
  /** The length of the whole HTML, and of the part the preview holds. */
  length: number;
  previewLength: number;
}

/**
 * Blocks joined into parts of up to `chunkLength` characters: a part ends before the block that would take
 * it past that, so only a block longer than `chunkLength` makes a longer part, and it is a part of its own.
 */
export function groupBlocks(blocks: readonly string[], chunkLength: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const block of blocks) {
    if (current !== '' && current.length + block.length > chunkLength) {
      chunks.push(current);
      current = '';
    }
    current += block;
  }
  if (current !== '') chunks.push(current);
  return chunks;
}

/** How many of `blocks`, from the first, fit in `limit` characters together. */
export function blocksWithin(blocks: readonly string[], limit: number): number {
  let used = 0;
  for (let index = 0; index < blocks.length; index++) {
    used += blocks[index]!.length;
    if (used > limit) return index;
  }
  return blocks.length;
}

/**
 * Parts' HTML put together: each part's inside the elements of its path, which are opened and closed as the
 * path changes from one part to the next. With each part's own HTML this gives back the document.
 */
export function joinParts(parts: readonly HtmlPart[], htmlOf: (part: HtmlPart, index: number) => string): string {
  const pieces: string[] = [];
  let open: readonly Wrapper[] = [];
  parts.forEach((part, index) => {
    let common = 0;
    while (common < open.length && common < part.path.length && open[common]!.id === part.path[common]!.id) common++;
    for (let depth = open.length - 1; depth >= common; depth--) pieces.push(open[depth]!.close);
    for (let depth = common; depth < part.path.length; depth++) pieces.push(part.path[depth]!.open);
    open = part.path;
    pieces.push(htmlOf(part, index));
  });
  for (let depth = open.length - 1; depth >= 0; depth--) pieces.push(open[depth]!.close);
  return pieces.join('');
}

/**
 * The whole document's clean HTML from its parts, `clean[index]` being the part's own, or null where it could
 * not be put back in its place (sanitize.ts, sanitizePart): the block such a part was cut from is sanitised
 * whole instead, by `sanitizeWhole`, from its parts' own HTML.
 */
export function assembleClean(
  parts: readonly HtmlPart[],
  clean: readonly (string | null)[],
  sanitizeWhole: (html: string) => string,
): string {
  const failed = new Set(parts.filter((_, index) => clean[index] === null).map((part) => part.path[0]?.id));
  if (failed.size === 0) return joinParts(parts, (_, index) => clean[index]!);
  const kept: HtmlPart[] = [];
  const keptClean: string[] = [];
  for (let index = 0; index < parts.length;) {
    const block = parts[index]!.path[0]?.id;
    let end = index + 1;
    if (block !== undefined && failed.has(block)) {
      while (end < parts.length && parts[end]!.path[0]?.id === block) end++;
      kept.push({ html: '', path: [] });
      keptClean.push(sanitizeWhole(joinParts(parts.slice(index, end), (part) => part.html)));
    } else {
      kept.push(parts[index]!);
      keptClean.push(clean[index]!);
    }
    index = end;
  }
  return joinParts(kept, (_, index) => keptClean[index]!);
}
