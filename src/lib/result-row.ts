/**
 * One labelled value of a result, as data: what a tool's core works out and a result panel draws. A core
 * that lists its rows this way can be tested on its words, and the view only hands them on.
 */
export interface ResultRow {
  label: string;
  value: string;
  /** Unique among the rows; the label by default. */
  key?: string;
  /** A code-like text (an ISO 8601 form), drawn in monospace. */
  mono?: boolean;
  /** The value has its own Copy button; the string is what the button and its toast call it (true: the label). */
  copy?: string | true;
  /** A rounded value, marked "≈" (with a Copy button only). */
  about?: boolean;
  /** The value in words, on a line above it: a date in the locale over its ISO 8601 form. */
  words?: string;
}
