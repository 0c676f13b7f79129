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
