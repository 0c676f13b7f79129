/** How a zone's time reads on the date and time screens, written once so that they all say it the same way. */

/** A zone's abbreviation where it says more than its offset: " EST" yes, Intl's "GMT+5:30" no (empty). */
export function abbreviationOf(abbreviation: string): string {
  return /^GMT[+-]/.test(abbreviation) ? '' : ` ${abbreviation}`;
}

/** "UTC+05:30" or "UTC-05:00 EST": the offset, and the abbreviation where it adds something. */
export function offsetText(offset: string, abbreviation: string): string {
  return `UTC${offset}${abbreviationOf(abbreviation)}`;
}

export function seasonText(dst: boolean): string {
  return dst ? 'daylight saving time' : 'standard time';
}

/** An instant (epoch nanoseconds) in UTC, to the second: 2026-03-08T07:00:00Z. */
export function utcText(ns: bigint): string {
  return new Date(Number(ns / 1_000_000n)).toISOString().replace('.000Z', 'Z');
}

/** A local time's panel title: said plainly when daylight saving time skips it or makes it happen twice. */
export function localTimeTitle(kind: string | undefined, plain: string): string {
  if (kind === 'gap') return 'This local time does not exist';
  return kind === 'overlap' ? 'This local time happens twice' : plain;
}

/** What a skipped local time resolves to, as calendar software resolves it. */
export function gapNote(zone: string, gap: { gapMinutes: number; resolvedDateTime: string; offset: string }): string {
  return `Clocks in ${zone} skip ${gap.gapMinutes} minutes here, so no instant has this local time. It resolves to ${gap.resolvedDateTime.replace('T', ' ')} (${gap.offset}), as calendar software does.`;
}
