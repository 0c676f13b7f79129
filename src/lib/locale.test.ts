import { describe, expect, it } from 'vitest';
import { foldCase, normalizeNfc, parseLocale, resolvedLocale, usableLocale } from './locale';
import { ToolError } from './tool-error';

describe('usableLocale', () => {
  it.each([
    ['de-ch', 'de-CH'],
    ['', undefined],
    ['en_US', undefined],
    ['red;}body{display:none}', undefined],
  ])('%j formats as %s', (tag, expected) => {
    expect(usableLocale(tag)).toBe(expected);
  });
});

describe('parseLocale', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['en', 'en'],
    ['de-ch', 'de-CH'],
    [' sv ', 'sv'],
    ['zh-hant-tw', 'zh-Hant-TW'],
  ])('%j → %j', (tag, locale) => {
    expect(parseLocale(tag)).toBe(locale);
  });

  it.each([
    ['en_US', 'Locale: "en_US" is not a language tag. Did you mean "en-US"?'],
    ['english!', 'Locale: "english!" is not a language tag. Use a BCP 47 tag'],
  ])('rejects %j', (tag, message) => {
    expect(() => parseLocale(tag)).toThrow(ToolError);
    expect(() => parseLocale(tag)).toThrow(message);
  });
});

describe('resolvedLocale', () => {
  it('falls back to the runtime default for an unknown language', () => {
    expect(resolvedLocale('sv')).toBe('sv');
    expect(resolvedLocale('xx')).toBe(resolvedLocale(undefined));
  });
});

describe('foldCase', () => {
  it.each([
    ['Straße', 'en', 'strasse'],
    ['STRASSE', 'en', 'strasse'],
    ['ΟΔΟΣ', 'el', 'οδος'],
    ['I', 'tr', 'ı'],
    ['İ', 'tr', 'i'],
    ['I', 'en', 'i'],
    ['שלום', 'he', 'שלום'],
  ])('%j in %s → %j', (text, locale, folded) => {
    expect(foldCase(text, locale)).toBe(folded);
  });
});

describe('normalizeNfc', () => {
  it('composes accents and leaves ASCII alone', () => {
    expect(normalizeNfc('cafe\u0301')).toBe('caf\u00e9');
    expect(normalizeNfc('plain')).toBe('plain');
  });
});
