/**
 * Input quoted in a message, written so that every character of it can be seen. A control character
 * (NUL, ESC, a C1 control), a lone surrogate, a line or paragraph separator or a format character (a
 * zero-width joiner, a right-to-left override) prints nothing, or rearranges the message around it, so
 * each is written as its code point in angle brackets, as `less` shows them: "a<U+0000>b". These are the
 * characters `describeCharacter` names by number alone.
 */
import { isToolError, ToolError } from './tool-error';
import { codePointLabel } from './unicode';

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** `text` with each invisible character written as `<U+XXXX>`; any other character stays as it is. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, (character) => `<${codePointLabel(character.codePointAt(0)!)}>`);
}

/**
 * Runs `work`; a ToolError it throws is thrown again with its message passed through `visibleText`, and
 * its location kept. For work whose one-line messages quote the input as written (the shared readers of
 * code and byte lists): a message of several lines would have its own line breaks shown as well.
 */
export function withVisibleInput<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!isToolError(error)) throw error;
    throw new ToolError(visibleText(error.message), error.location);
  }
}
