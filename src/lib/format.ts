const KB = 1024;
const MB = 1024 * 1024;

/** Sizes in B, KB and MB, base 1024, one decimal for KB and MB: 512 B, 1.5 KB, 20.0 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  // Round first, so 1048575 bytes reads "1.0 MB" rather than "1024.0 KB".
  const kilobytes = Math.round((bytes / KB) * 10) / 10;
  if (kilobytes < KB) return `${kilobytes.toFixed(1)} KB`;
  return `${(Math.round((bytes / MB) * 10) / 10).toFixed(1)} MB`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** How long ago a history entry was visited: Just now, 5m ago, 3h ago, 2d ago, then a local date. */
export function formatRelativeTime(timestamp: number, now: number = Date.now()): string {
  const elapsed = now - timestamp;
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d ago`;
  return new Date(timestamp).toLocaleDateString();
}

/** Thousands separators for counts shown to people. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

const pluralRules = new Intl.PluralRules('en-US');

/**
 * A count with its noun in the right number: "1 character", "2 characters", "1,234 bytes". The plural is
 * the noun with an "s" unless given ("1 match", "3 matches").
 */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${pluralRules.select(count) === 'one' ? singular : plural}`;
}
