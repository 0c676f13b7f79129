import { characterForms, convertReferences, type ConvertOptions } from './core';

/** How many distinct characters the screen lists with their forms; the rest are counted. */
export const CHARACTER_ROWS = 500;

function convert(input: string, options: ConvertOptions) {
  const result = convertReferences(input, options);
  return { ...result, characters: characterForms(result.decoded, CHARACTER_ROWS) };
}

/** The tool's work, declared once: the screen runs it for small input, worker.ts serves it for large input. */
export const tasks = { convert };
