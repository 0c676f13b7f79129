import { reformatJson, reformattedByteLength } from '../../lib/json-text';
import { utf8ByteLength } from '../../lib/utf8';
import { ToolError } from '../../lib/tool-error';

export interface MinifyResult {
  output: string;
  originalSize: number;
  minifiedSize: number;
  /** originalSize - minifiedSize, in bytes. */
  bytesSaved: number;
  /** Share of the original saved, 0–100, one decimal. */
  percentSaved: number;
}

export const BLANK_INPUT_MESSAGE = 'Please enter JSON data';
/** Shown when minifying fails without a message of its own. */
export const FALLBACK_ERROR_MESSAGE = 'Invalid JSON';

/** Validates JSON and removes every insignificant whitespace character; values are kept exactly. */
export function minifyJson(input: string): MinifyResult {
  if (input.trim() === '') throw new ToolError(BLANK_INPUT_MESSAGE);
  const output = reformatJson(input, '');
  const originalSize = utf8ByteLength(input);
  const minifiedSize = reformattedByteLength(input, originalSize, output);
  const bytesSaved = originalSize - minifiedSize;
  return {
    output,
    originalSize,
    minifiedSize,
    bytesSaved,
    percentSaved: originalSize === 0 ? 0 : Math.round((bytesSaved / originalSize) * 1000) / 10,
  };
}

export const SAMPLE_JSON = `{
  "name": "devtoolbox",
  "version": "1.4.0",
  "private": true,
  "scripts": {
    "build": "vite build",
    "test": "vitest run"
  },
  "limits": {
    "maxUploadBytes": 10485760,
    "ratio": 0.75,
    "snowflakeId": 1234567890123456789012
  },
  "contributors": [
    { "name": "Ada", "commits": 128 },
    { "name": "Grace", "commits": 64 }
  ],
  "deprecated": null
}
`;
