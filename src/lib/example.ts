/**
 * An example a tool offers to start from (a query, an expression, a pattern). The type lives here, below the
 * kit, so a tool's core can declare its examples without importing the UI that shows them (kit/ExampleList).
 */
export interface Example {
  /** What the example shows, as its card's title and its button's name ("Use Every author"). */
  name: string;
  /** The pattern, query or expression it loads. */
  code: string;
  description?: string;
}
