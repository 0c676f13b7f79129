/** Writing text into HTML or XML that the app generates (exported tables, calendars, SVG favicons). */

const MARKUP_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for HTML or XML content and for attribute values in either kind of quotes: `&`, `<`, `>`,
 * `"` and `'` are written as references, which both languages read back as the same characters.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => MARKUP_ESCAPES[char]!);
}
