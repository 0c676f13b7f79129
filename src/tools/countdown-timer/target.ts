/**
 * Reading a countdown's target text, apart from the core: the detector needs only this, and importing the core
 * would put the tool's date engine in the detection chunk every page loads on its first paste.
 */
import { ToolError } from '../../lib/tool-error';

/** What may stand before the date: "countdown to", "count down to", "until", "till", "deadline". */
const LEAD_WORDS = /^(?:(?:countdown|count\s+down)\s+(?:to|until)|until|till|deadline(?:\s+is)?)\s*:?\s*/i;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[Tt ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?))?$/;

/**
 * The local date and time a target text names, as `YYYY-MM-DD HH:mm[:ss]`, for resolveLocalTime. A lone
 * date means its midnight; "countdown to", "until" and "deadline" may come first.
 */
export function readTarget(input: string): string {
  const text = input.trim().replace(LEAD_WORDS, '').trim();
  const match = DATE_TIME.exec(text);
  if (!match)
    throw new ToolError(
      `"${input.trim()}" is not a date and time. Write it as YYYY-MM-DD HH:mm, with optional seconds: 2030-01-01 00:00.`,
    );
  return `${match[1]} ${match[2] ?? '00:00'}`;
}
