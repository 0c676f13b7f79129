/**
 * A mistake in the user's input, with a message written for the user. Anything else thrown by a tool is
 * a bug. `location` points at the place in the input, where there is one.
 */
import { countCodePoints } from './unicode';
export interface TextLocation {
  /** 1-based. */
  line: number;
  /** 1-based, counted in characters (code points). */
  column: number;
  /** 0-based offset into the text, in UTF-16 units (what editors and String methods use). */
  offset: number;
  /** Which input the text is, by its pane's stable `paneId` ("schema", "modified"), on screens with more than one. */
  input?: string;
}

export class ToolError extends Error {
  override readonly name = 'ToolError';
  readonly location: TextLocation | undefined;

  constructor(message: string, location?: TextLocation) {
    super(message);
    this.location = location;
  }
}

export function isToolError(error: unknown): error is ToolError {
  return (
    error instanceof ToolError ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ToolError')
  );
}

/** Finds the line and column of an offset; only called when reporting an error, so a linear scan is fine. */
export function locate(text: string, offset: number): TextLocation {
  const clamped = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < clamped; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  // A surrogate pair is one character, so one column.
  return { line, column: 1 + countCodePoints(text, lineStart, clamped), offset: clamped };
}

export function describeLocation(location: TextLocation): string {
  return `line ${location.line}, column ${location.column}`;
}

/** The message to show for anything a tool threw. */
/** What a screen shows of a failed run: the message, and where in the input the problem is, when known. */
export interface Problem {
  message: string;
  at?: TextLocation;
}

export function problemOf(error: unknown, fallback: string): Problem {
  const at = isToolError(error) ? error.location : undefined;
  return at ? { message: errorMessage(error, fallback), at } : { message: errorMessage(error, fallback) };
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** A computation's value, or the message of the user's mistake that stopped it. */
export type Attempt<T> = { value: T; error?: undefined } | { error: string; value?: undefined };

/**
 * Runs a computation on what the user typed and keeps its mistake as a message: a ToolError, or a
 * RangeError, which Temporal and Intl throw for values out of their range. Anything else is a bug, thrown on.
 */
export function attempt<T>(compute: () => T): Attempt<T> {
  try {
    return { value: compute() };
  } catch (error) {
    if (isToolError(error) || error instanceof RangeError) return { error: error.message };
    throw error;
  }
}
