import { ToolError } from '../../lib/tool-error';

export interface ConvertOptions {
  /** Leave out the lines that are empty or only blanks. */
  skipBlank: boolean;
}

export const SAMPLE_INPUT = 'apples\npears\n\nplums';

/**
 * The conversion, as a plain function from the input and options to the output text: each line becomes a
 * string of a JSON array. Bad input throws a ToolError whose message tells the user what is wrong.
 */
export function convertText(input: string, { skipBlank }: ConvertOptions): string {
  if (input.trim() === '') throw new ToolError('Please enter some lines');
  const lines = input.split(/\r\n|\n|\r/);
  return `${JSON.stringify(skipBlank ? lines.filter((line) => line.trim() !== '') : lines, null, 2)}\n`;
}
