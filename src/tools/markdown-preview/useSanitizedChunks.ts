/**
 * The worker's HTML parts (chunks.ts) made clean with DOMPurify on the page, which it needs, a few parts per
 * task so the page keeps painting and answering input: the preview's parts first, so it shows as soon as it
 * can, then the rest of the document for the HTML source, Copy and Download.
 */
import { useEffect, useState } from 'react';
import { nextTask } from '../../lib/text-stream';
import { assembleClean, type HtmlChunks, type HtmlPart } from './parts';
import { sanitizeForExport, sanitizeHtml, sanitizePart, type SanitizedHtml } from './sanitize';

/** How long sanitising goes on in one task before the browser gets its turn; a part takes 15-25 ms more. */
const TASK_BUDGET_MS = 24;

/**
 * `work` applied to each item, as many in one task as fit in `budgetMs`, the browser having its turn between
 * tasks; null once `cancelled` says the results are no longer wanted.
 */
export async function mapInTasks<T, R>(
  items: readonly T[],
  work: (item: T) => R,
  cancelled: () => boolean,
  budgetMs = TASK_BUDGET_MS,
  now: () => number = () => performance.now(),
): Promise<R[] | null> {
  const results: R[] = [];
  let started = now();
  for (const item of items) {
    if (now() - started >= budgetMs) {
      await nextTask();
      if (cancelled()) return null;
      started = now();
    }
    results.push(work(item));
  }
  return results;
}

/** Sanitised parts as one: their HTML, preview trees and remote images, in order. */
export function joinSanitized(parts: readonly SanitizedHtml[]): SanitizedHtml {
  return {
    html: parts.map((part) => part.html).join(''),
    preview: parts.flatMap((part) => part.preview),
    remoteImages: parts.flatMap((part) => part.remoteImages),
  };
}

/** How many of the document's parts, from the first, are preview parts as they are (whole top-level blocks). */
export function sharedPartCount(preview: readonly string[], parts: readonly HtmlPart[]): number {
  let count = 0;
  while (count < preview.length && count < parts.length) {
    const part = parts[count]!;
    if (part.path.length > 0 || part.html !== preview[count]) break;
    count++;
  }
  return count;
}

/** A result of sanitising, with the rendering it was made from, so a screen can tell when it is out of date. */
export interface Sanitized<T> {
  source: HtmlChunks;
  value: T;
}

export interface SanitizedDocument {
  /** The preview's part of the document, clean, with its element tree. */
  preview: Sanitized<SanitizedHtml> | null;
  /** The whole document's clean HTML; the last one made until the newest rendering's is. */
  html: Sanitized<string> | null;
}

/**
 * Sanitises each new rendering, preview first; a newer rendering cancels the work on an older one. Until a
 * rendering's parts are done, the results of the one before stay (their `source` tells them apart).
 */
export function useSanitizedChunks(rendered: HtmlChunks | null): SanitizedDocument {
  const [preview, setPreview] = useState<Sanitized<SanitizedHtml> | null>(null);
  const [html, setHtml] = useState<Sanitized<string> | null>(null);

  useEffect(() => {
    if (rendered === null) {
      setPreview(null);
      setHtml(null);
      return;
    }
    let cancelled = false;
    const isCancelled = () => cancelled;
    const sanitize = async () => {
      const previewParts = await mapInTasks(rendered.preview, sanitizeHtml, isCancelled);
      if (previewParts === null || cancelled) return;
      const shown = joinSanitized(previewParts);
      setPreview({ source: rendered, value: shown });
      if (rendered.complete) {
        setHtml({ source: rendered, value: shown.html });
        return;
      }
      // The parts the preview holds whole are the document's first parts: they are not sanitised twice.
      const shared = sharedPartCount(rendered.preview, rendered.chunks);
      const rest = await mapInTasks(rendered.chunks.slice(shared), sanitizePart, isCancelled);
      if (rest === null || cancelled) return;
      const clean = [...previewParts.slice(0, shared).map((part) => part.html), ...rest];
      setHtml({ source: rendered, value: assembleClean(rendered.chunks, clean, sanitizeForExport) });
    };
    void sanitize();
    return () => {
      cancelled = true;
    };
  }, [rendered]);

  return { preview, html };
}
