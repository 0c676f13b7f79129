import { assertPercentEncodable, percentEncode, type PercentEncodingMode } from '../../lib/percent-encoding';

export type UrlEncodeMode = PercentEncodingMode;

export interface UrlEncodeOptions {
  mode: UrlEncodeMode;
  /** Encode each line on its own, keeping the line breaks, e.g. for a list of values or URLs. */
  perLine: boolean;
}

export interface UrlEncodeResult {
  output: string;
  /** How many bytes were written as %XX. */
  encodedBytes: number;
}

export const SAMPLE_TEXT = 'Crème brûlée & café — 50% off? Yes! 🍰 /menu#desserts';

const LINE_BREAK = /(\r\n|\n|\r)/;

function countPercent(text: string): number {
  let count = 0;
  for (let index = text.indexOf('%'); index !== -1; index = text.indexOf('%', index + 1)) count += 1;
  return count;
}

export function encodeUrl(text: string, { mode, perLine }: UrlEncodeOptions): UrlEncodeResult {
  let output: string;
  if (perLine) {
    // Checked on the whole text first, so an error's line and offset are the user's, not the line's.
    assertPercentEncodable(text);
    output = text
      .split(LINE_BREAK)
      .map((part, index) => (index % 2 === 1 ? part : percentEncode(part, mode)))
      .join('');
  } else {
    output = percentEncode(text, mode);
  }
  return { output, encodedBytes: countPercent(output) };
}
