/** A number in the locale's digits and grouping; a decimal string exactly as written, to nine decimals. */
export function formatNumber(value: number | string, locale: string | undefined): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 9 }).format(String(value) as `${number}`);
}

/** A count with its unit, plural unless it is one: "1 day", "1,905 weeks". */
export function plural(count: number, unit: string, locale: string | undefined): string {
  return `${formatNumber(count, locale)} ${unit}${count === 1 ? '' : 's'}`;
}
