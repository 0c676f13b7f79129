import { ToolError } from '../../lib/tool-error';

export interface __PASCAL__Options {
  /** Trim each line on its own, rather than only the text as a whole. */
  eachLine: boolean;
}

export interface __PASCAL__Result {
  output: string;
  /** How many characters were trimmed away. */
  removed: number;
}

export const SAMPLE_INPUT = '    A sample that shows what the tool does.\n    Replace it with a realistic one.';

/**
 * The tool's work, as a plain function from the input and options to a result. Bad input throws a
 * ToolError whose message tells the user what is wrong (and, for parse errors, where).
 */
export function transformText(input: string, { eachLine }: __PASCAL__Options): __PASCAL__Result {
  if (input.trim() === '') throw new ToolError('Please enter some text');
  const output = eachLine
    ? input
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
    : input.trim();
  return { output, removed: input.length - output.length };
}
