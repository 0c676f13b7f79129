/**
 * Tailwind's arbitrary-value classes (`shadow-[0_4px_6px_rgb(0_0_0/0.1)]`): a class holds no spaces, so
 * Tailwind reads `_` as a space, and a real underscore is written `\_`.
 */
export function tailwindArbitrary(utility: string, value: string): string {
  const escaped = value
    .trim()
    .replace(/_/g, '\\_')
    // Spaces around commas and slashes are not needed inside the brackets.
    .replace(/\s*([,/])\s*/g, '$1')
    .replace(/\s+/g, '_');
  return `${utility}-[${escaped}]`;
}
