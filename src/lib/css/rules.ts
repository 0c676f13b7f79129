import { ToolError } from '../tool-error';
import { splitTopLevel } from './values';

/**
 * A pasted style sheet read as plain rules: selector and declarations, comments left out. The generators
 * that import whole rule sets (flexbox, grid) read pastes with it. Nested blocks
 * (`@media … { .a { … } }`) give their inner rules; the at-rule itself is dropped. A paste with no braces at
 * all is one declaration list, given with the selector ''.
 */
export interface CssDeclaration {
  /** Lower case. */
  property: string;
  /** Without `!important`. */
  value: string;
}

export interface CssRule {
  selector: string;
  declarations: CssDeclaration[];
}

/** The comments of a style sheet, without their delimiters (the tool's export notes its item count in one). */
export function cssComments(text: string): string[] {
  return [...text.matchAll(/\/\*([\s\S]*?)\*\//g)].map((match) => match[1]!.trim());
}

export function parseDeclarations(block: string): CssDeclaration[] {
  const declarations: CssDeclaration[] = [];
  // A `;` inside quotes or parentheses (`content: ";"`, a data: URL) does not end a declaration.
  for (const part of splitTopLevel(block, ';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) throw new ToolError(`“${part.trim()}” is not a declaration (property: value)`);
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/\s*!important\s*$/i, '')
      .trim();
    if (!/^-{0,2}[a-z][a-z0-9-]*$/.test(property)) throw new ToolError(`“${property}” is not a CSS property name`);
    declarations.push({ property, value });
  }
  return declarations;
}

export function parseRules(text: string): CssRule[] {
  const source = text.replace(/\/\*[\s\S]*?\*\//g, ' ');
  if (!/[{}]/.test(source))
    return source.trim() === '' ? [] : [{ selector: '', declarations: parseDeclarations(source) }];
  const rules: CssRule[] = [];
  let depth = 0;
  let start = 0;
  let selector = '';
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === '{') {
      depth++;
      // A statement before the rule (`@import …;`) is not part of its selector.
      selector = source.slice(start, index).split(';').pop()!.trim();
      start = index + 1;
    } else if (char === '}') {
      if (depth === 0) throw new ToolError('A “}” closes a block that was never opened');
      depth--;
      const body = source.slice(start, index);
      // An at-rule's own closing brace follows its inner rules: nothing of its own to read.
      if (body.trim() !== '' || selector !== '') {
        if (!selector.startsWith('@')) rules.push({ selector, declarations: parseDeclarations(body) });
      }
      selector = '';
      start = index + 1;
    }
  }
  if (depth > 0) throw new ToolError(`A “{” after “${selector || 'the last selector'}” is never closed`);
  return rules;
}

/** The last value given to each property, in the order the properties first appear (as CSS applies them). */
export function lastValues(declarations: readonly CssDeclaration[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const { property, value } of declarations) values.set(property, value);
  return values;
}
