/**
 * Zone names without Temporal: the modern names of renamed zones, and a check that a text names a zone or
 * its city. Small enough for the detectors' chunk, which must not carry the zone engine (./zones.ts).
 */

/**
 * Intl lists zones by CLDR's names, and CLDR kept the names IANA has since retired (Chromium and Node both
 * say Asia/Calcutta). These are every such name `Intl.supportedValuesOf('timeZone')` gives, with the name
 * IANA uses now; people look for Kyiv, not Kiev.
 */
export const MODERN_NAMES: ReadonlyMap<string, string> = new Map([
  ['Africa/Asmera', 'Africa/Asmara'],
  ['America/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
  ['America/Catamarca', 'America/Argentina/Catamarca'],
  ['America/Coral_Harbour', 'America/Atikokan'],
  ['America/Cordoba', 'America/Argentina/Cordoba'],
  ['America/Godthab', 'America/Nuuk'],
  ['America/Indianapolis', 'America/Indiana/Indianapolis'],
  ['America/Jujuy', 'America/Argentina/Jujuy'],
  ['America/Louisville', 'America/Kentucky/Louisville'],
  ['America/Mendoza', 'America/Argentina/Mendoza'],
  ['Asia/Calcutta', 'Asia/Kolkata'],
  ['Asia/Katmandu', 'Asia/Kathmandu'],
  ['Asia/Rangoon', 'Asia/Yangon'],
  ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
  ['Atlantic/Faeroe', 'Atlantic/Faroe'],
  ['Europe/Kiev', 'Europe/Kyiv'],
  ['Pacific/Enderbury', 'Pacific/Kanton'],
  ['Pacific/Ponape', 'Pacific/Pohnpei'],
  ['Pacific/Truk', 'Pacific/Chuuk'],
]);

/** A zone id by the name IANA uses now. */
export const modernName = (zone: string): string => MODERN_NAMES.get(zone) ?? zone;

/** Folds a place name for matching: no case or accents, and `_` and `-` as spaces (`sao_paulo` = `São Paulo`). */
export function foldPlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

let knownNames: Set<string> | null = null;

/**
 * Whether a text is a zone id (as Intl lists it, or its modern name), UTC or GMT, or a zone's city
 * (`Kathmandu`, `new york`), in any case. Cheap after the first call: for detectors, which only guess.
 */
export function isZoneName(text: string): boolean {
  if (!knownNames) {
    knownNames = new Set(['utc', 'gmt']);
    for (const zone of [...Intl.supportedValuesOf('timeZone'), ...MODERN_NAMES.values()]) {
      knownNames.add(foldPlaceName(zone));
      const slash = zone.lastIndexOf('/');
      if (slash !== -1) knownNames.add(foldPlaceName(zone.slice(slash + 1)));
    }
  }
  return knownNames.has(foldPlaceName(text));
}
