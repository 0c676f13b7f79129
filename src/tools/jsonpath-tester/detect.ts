import { trimmedStart, type Detector } from '../../lib/detect';

/**
 * A one-line JSONPath query: `$` followed by segments (`.name`, `..name`, `[...]`). Any JSON document goes
 * to the JSON formatter first, so documents are left alone; the query opens in the query field, with the
 * JSON pane empty (this needs rankTools to let a detector's state override the input field: see the report).
 */
const QUERY = /^\$(?:\.\.?(?:[A-Za-z_][\w]*|\*)|\[[^\]\n]*\])+$/;

export const detect: Detector = (sample) => {
  const text = trimmedStart(sample).trimEnd();
  if (text.length > 1_000 || text.includes('\n')) return null;
  return QUERY.test(text) ? { score: 0.9, state: { query: text, json: '' } } : null;
};
