/**
 * The WHATWG named character reference table, as one list: the 2,125 names written with a semicolon
 * (`character-entities`) and the 106 legacy names a browser also reads without one (`character-entities-legacy`),
 * 2,231 entries in all, with what each stands for and its other spellings. Built once, on first use.
 */
import { characterEntities } from 'character-entities';
import { characterEntitiesLegacy } from 'character-entities-legacy';
import { codePointLabel } from '../../lib/unicode';

export interface NamedReference {
  /** The name as written between `&` and the end: `amp;`, or `amp` for the legacy form. */
  name: string;
  /** `&amp;` or `&amp`. */
  reference: string;
  /** What it stands for: one code point, or two for a few (`&nesim;` is U+2242 U+0338). */
  characters: string;
  codePoints: number[];
  /** `U+0026`, or `U+2242 U+0338`. */
  label: string;
  decimal: string;
  hex: string;
  /** Written without a semicolon: a browser reads it, but the standard asks for the semicolon. */
  legacy: boolean;
}

export const decimalReference = (codePoint: number) => `&#${codePoint};`;
export const hexReference = (codePoint: number) => `&#x${codePoint.toString(16).toUpperCase()};`;

const codePointsOf = (text: string) => [...text].map((character) => character.codePointAt(0)!);

function entry(name: string, characters: string, legacy: boolean): NamedReference {
  const codePoints = codePointsOf(characters);
  const written = legacy ? name : `${name};`;
  return {
    name: written,
    reference: `&${written}`,
    characters,
    codePoints,
    label: codePoints.map(codePointLabel).join(' '),
    decimal: codePoints.map(decimalReference).join(''),
    hex: codePoints.map(hexReference).join(''),
    legacy,
  };
}

let table: NamedReference[] | null = null;

/** Every named reference, sorted by name without regard to case (`&AMP;` beside `&amp;`), the semicolon form first. */
export function namedReferences(): NamedReference[] {
  if (table) return table;
  const entries = [
    ...Object.entries(characterEntities).map(([name, characters]) => entry(name, characters, false)),
    ...characterEntitiesLegacy.map((name) => entry(name, characterEntities[name]!, true)),
  ];
  const key = (reference: NamedReference) => reference.name.replace(/;$/, '');
  entries.sort(
    (a, b) =>
      key(a).toLowerCase().localeCompare(key(b).toLowerCase(), 'en') ||
      (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) ||
      Number(a.legacy) - Number(b.legacy),
  );
  table = entries;
  return table;
}

let byCharacters: Map<string, NamedReference[]> | null = null;

/** Every named reference for a character or pair, semicolon forms first. */
export function referencesFor(characters: string): readonly NamedReference[] {
  if (!byCharacters) {
    byCharacters = new Map();
    for (const reference of namedReferences()) {
      const list = byCharacters.get(reference.characters) ?? [];
      list.push(reference);
      byCharacters.set(reference.characters, list);
    }
    for (const list of byCharacters.values()) list.sort((a, b) => Number(a.legacy) - Number(b.legacy));
  }
  return byCharacters.get(characters) ?? [];
}

let pairSeconds: Set<number> | null = null;

/**
 * The code points that end a two-code-point name (U+0338 in `&nesim;`), ASCII left out: the only pair with
 * an ASCII second (`&fjlig;` for "fj") would turn ordinary words into references.
 */
export function pairSecondCodePoints(): ReadonlySet<number> {
  if (!pairSeconds) {
    pairSeconds = new Set(
      namedReferences()
        .filter((reference) => reference.codePoints.length === 2 && reference.codePoints[1]! >= 0x80)
        .map((reference) => reference.codePoints[1]!),
    );
  }
  return pairSeconds;
}
