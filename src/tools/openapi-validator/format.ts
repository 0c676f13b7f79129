/** Which language a document is written in, decided from its first character: cheap enough for every keystroke. */
export type SourceFormat = 'json' | 'yaml';

/** JSON when the document opens with `{` or `[` (a BOM and blanks aside); YAML otherwise. */
export function sourceFormat(text: string): SourceFormat {
  const match = /^[\uFEFF\s]*(\S)/.exec(text.slice(0, 4096));
  return match && (match[1] === '{' || match[1] === '[') ? 'json' : 'yaml';
}
