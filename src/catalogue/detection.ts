/**
 * Which tools a text is for, best first: every tool's detector (`src/tools/<id>/detect.ts`) run on the text.
 * This module is loaded on demand (a paste, an "Open in…" menu, the palette), so the home route does not
 * carry thirty detectors.
 */
import { detectionSample, type Detection, type Detector } from '../lib/detect';
import { tools } from '.';
import type { InputKind, Tool } from './types';

const detectorModules = import.meta.glob<{ detect: Detector }>('../tools/*/detect.ts', { eager: true });

const detectors = new Map<string, Detector>(
  Object.entries(detectorModules).map(([path, module]) => [
    /\/tools\/([^/]+)\/detect\.ts$/.exec(path)![1]!,
    module.detect,
  ]),
);

/** A score below this is no suggestion: the tool is listed only among those that take any text. */
export const SUGGESTION_THRESHOLD = 0.2;

export interface RankedTool {
  tool: Tool;
  score: number;
  /** The state to open the tool with, the text included. */
  state: Record<string, unknown>;
}

export function hasDetector(toolId: string): boolean {
  return detectors.has(toolId);
}

/** The tools whose detectors say `text` is for them, best first; ties keep the catalogue's order. */
export function rankTools(text: string, list: readonly Tool[] = tools): RankedTool[] {
  const { sample, truncated } = detectionSample(text);
  if (sample.trim() === '') return [];
  const ranked: (RankedTool & { index: number })[] = [];
  list.forEach((tool, index) => {
    let detection: Detection | null = null;
    try {
      detection = detectors.get(tool.id)?.(sample, truncated) ?? null;
    } catch {
      // A detector that fails on odd input only means no suggestion from it.
    }
    if (!detection || detection.score < SUGGESTION_THRESHOLD) return;
    const score = Math.min(1, detection.score);
    ranked.push({ tool, score, index, state: { [tool.inputField]: text, ...detection.state } });
  });
  return ranked.sort((a, b) => b.score - a.score || a.index - b.index).map(({ index: _index, ...rest }) => rest);
}

/** A tool that takes `kind` but did not score the text ranks just above the suggestion threshold. */
const ACCEPTS_KIND_SCORE = SUGGESTION_THRESHOLD;

/**
 * Where `text` could go next: the tools that recognise it, best first, then every other tool that takes text,
 * in catalogue order. `except` leaves out the tool the text came from. When the output says what it is
 * (`kind`: the YAML of JSON to YAML), the tools that take that kind always come first, even where their
 * detector needs more text to be sure (a one-line YAML document).
 */
export function destinationsFor(text: string, except?: string, kind?: InputKind): RankedTool[] {
  const others = tools.filter((tool) => tool.id !== except);
  const ranked = rankTools(text, others);
  const takesKind = (tool: Tool) => kind !== undefined && tool.accepts.includes(kind);
  const unscoredTakers = others
    .filter((tool) => takesKind(tool) && !ranked.some((entry) => entry.tool === tool))
    .map((tool) => ({ tool, score: ACCEPTS_KIND_SCORE, state: { [tool.inputField]: text } }));
  const first = [...ranked.filter((entry) => takesKind(entry.tool)), ...unscoredTakers];
  const suggested = [...first, ...ranked.filter((entry) => !takesKind(entry.tool))];
  const listed = new Set(suggested.map((entry) => entry.tool.id));
  const rest = others
    .filter((tool) => !listed.has(tool.id) && tool.accepts.includes('text'))
    .map((tool) => ({ tool, score: 0, state: { [tool.inputField]: text } }));
  return [...suggested, ...rest];
}
