/* Shared by the detector and the core: the detector must not pull the parser into the catalogue's chunk. */

/** A `/body/flags` literal typed where the pattern goes: its parts, or null. */
export function splitLiteral(pattern: string): { pattern: string; flags: string } | null {
  const match = /^\/((?:[^\\/\n[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+)\/([dgimsuvy]*)$/.exec(pattern.trim());
  if (!match) return null;
  const flags = match[2]!;
  if (new Set(flags).size !== flags.length) return null;
  return { pattern: match[1]!, flags };
}
