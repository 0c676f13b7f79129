/** A number in the locale's digits and grouping; a decimal string exactly as written, to nine decimals. */
export function formatNumber(value: number | string, locale: string | undefined): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 9 }).format(String(value) as `${number}`);
}

/** A count with its unit, plural unless it is one: "1 day", "1,905 weeks". */
export function plural(count: number, unit: string, locale: string | undefined): string {
  return `${formatNumber(count, locale)} ${unit}${count === 1 ? '' : 's'}`;
}

const ZONED_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant's weekday and date in a zone and locale, "Wed, Nov 25, 2026", with its time to the minute or the
 * second and the zone's short name when asked: the one way the date screens write a date in a zone. Cached,
 * as building a formatter is the costly part and lists and clocks format again each second.
 */
export function zonedFormat(
  zone: string,
  locale: string | undefined,
  { time, zoneName = false }: { time?: 'minute' | 'second'; zoneName?: boolean } = {},
): Intl.DateTimeFormat {
  const key = [zone, locale ?? '', time ?? '', zoneName].join(' ');
  let format = ZONED_FORMATS.get(key);
  if (!format) {
    const clock = time ? { hour: '2-digit', minute: '2-digit', second: time === 'second' ? '2-digit' : undefined } : {};
    format = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(clock as Intl.DateTimeFormatOptions),
      timeZoneName: zoneName ? 'short' : undefined,
    });
    ZONED_FORMATS.set(key, format);
  }
  return format;
}
