/** The locale a user picks for language-aware text work (collation, word breaks, case folding). */
import { ToolError } from './tool-error';

/** Suggestions for a locale field; any other BCP 47 tag is accepted too. */
export const COMMON_LOCALES = [
  'ar',
  'cs',
  'da',
  'de',
  'de-CH',
  'el',
  'en',
  'en-GB',
  'en-US',
  'es',
  'et',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'it',
  'ja',
  'ko',
  'lt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
  'zh-Hant',
] as const;

/**
 * Checks what the user typed in a locale field: empty means the browser's own language (undefined, as
 * Intl takes it); anything else must be a well-formed BCP 47 tag, returned in canonical form.
 */
export function parseLocale(tag: string): string | undefined {
  const trimmed = tag.trim();
  if (trimmed === '') return undefined;
  try {
    return Intl.getCanonicalLocales(trimmed)[0];
  } catch {
    const suggestion = trimmed.includes('_') ? ` Did you mean "${trimmed.replaceAll('_', '-')}"?` : '';
    throw new ToolError(
      `Locale: "${trimmed}" is not a language tag.${suggestion} Use a BCP 47 tag such as en, de-CH, sv or zh-Hant, or leave the field empty for your browser's language.`,
    );
  }
}

/**
 * The locale to format with: the tag in canonical form, or the browser's own (undefined) while the field
 * holds what is not a tag, which the field itself points out (kit/LocaleField). Intl throws on a malformed
 * tag, so a screen that passed the raw text would crash on a typo or a hostile link.
 */
export function usableLocale(tag: string): string | undefined {
  try {
    return parseLocale(tag);
  } catch {
    return undefined;
  }
}

/** The locale Intl really uses for a request: the runtime falls back to its default for unknown languages. */
export function resolvedLocale(locale: string | undefined): string {
  return new Intl.Collator(locale).resolvedOptions().locale;
}

/** Turkish, Azeri and Lithuanian have their own upper and lower case rules (dotted and dotless i). */
const SPECIAL_CASING = new Set(['tr', 'az', 'lt']);

/**
 * A case-blind form of text for comparing words and lines: upper then lower case, so that "STRASSE",
 * "Straße" and "straße" meet, with the locale's own rules where it has them (Turkish İ/i and I/ı).
 */
export function foldCase(text: string, locale: string): string {
  const language = locale.split('-')[0]!.toLowerCase();
  if (SPECIAL_CASING.has(language)) return text.toLocaleUpperCase(locale).toLocaleLowerCase(locale);
  return text.toUpperCase().toLowerCase();
}

const ASCII_ONLY = /^\p{ASCII}*$/u;

/** Canonically equivalent text made identical (é as one code point or as e + U+0301); ASCII is already. */
export function normalizeNfc(text: string): string {
  return ASCII_ONLY.test(text) ? text : text.normalize('NFC');
}
