/**
 * Input quoted in a message, written so that every character of it can be seen. A control character
 * (NUL, ESC, a C1 control), a lone surrogate, a line or paragraph separator or a format character (a
 * zero-width joiner, a right-to-left override) prints nothing, or rearranges the message around it, so
 * each is written as its code point in angle brackets, as `less` shows them: "a<U+0000>b". These are the
 * characters `describeCharacter` names by number alone.
 */
import { codePointLabel } from './unicode';

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** `text` with each invisible character written as `<U+XXXX>`; any other character stays as it is. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, (character) => `<${codePointLabel(character.codePointAt(0)!)}>`);
}

/**
 * A character (or a few) as a table cell shows it on its own: a combining mark on a dotted circle (◌́), a
 * space and a lone surrogate named, and invisible characters and other spaces as their code points.
 */
export function shownCharacters(text: string): string {
  if (text === ' ') return '(space)';
  if (/^\p{M}$/u.test(text)) return `◌${text}`;
  if (/^\p{Cs}$/u.test(text)) return '(lone surrogate)';
  // Other spaces (no-break, em, ideographic) look like nothing in a cell of their own.
  if (/^\p{Zs}$/u.test(text)) return `<${codePointLabel(text.codePointAt(0)!)}>`;
  return visibleText(text);
}
