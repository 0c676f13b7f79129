import { json } from '@codemirror/lang-json';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { tags } from '@lezer/highlight';
import type { EditorLanguage } from './types';

/** Above this size a document is neither highlighted nor folded: parsing it would cost more than colour is worth. */
export const LANGUAGE_LIMIT = 1024 * 1024;

/** Colours come from CSS variables, so the editor follows the page theme without reconfiguring. */
const highlightStyle = HighlightStyle.define([
  { tag: [tags.propertyName, tags.tagName, tags.definition(tags.propertyName)], color: 'var(--syntax-key)' },
  { tag: [tags.string, tags.attributeValue, tags.content], color: 'var(--syntax-string)' },
  { tag: tags.number, color: 'var(--syntax-number)' },
  { tag: [tags.bool, tags.null, tags.keyword, tags.attributeName], color: 'var(--syntax-atom)' },
  {
    tag: [tags.brace, tags.squareBracket, tags.angleBracket, tags.separator, tags.punctuation],
    color: 'var(--syntax-punctuation)',
  },
  { tag: [tags.comment, tags.meta], color: 'var(--editor-gutter)' },
]);

const highlighting = syntaxHighlighting(highlightStyle);

/**
 * The language support (highlighting and folding) for a document of this language and length. JSON's is
 * bundled with the editor and comes at once; YAML's and XML's are fetched on first use, so the JSON and text
 * tools never load them. Plain text and very large documents get none.
 */
export function languageSupport(language: EditorLanguage, length: number): Extension | Promise<Extension> {
  if (length > LANGUAGE_LIMIT) return [];
  switch (language) {
    case 'json':
      return [json(), highlighting];
    case 'yaml':
      return import('@codemirror/lang-yaml').then(({ yaml }) => [yaml(), highlighting]);
    case 'xml':
      return import('@codemirror/lang-xml').then(({ xml }) => [xml(), highlighting]);
    default:
      return [];
  }
}

/** Whether `languageSupport` gives this document any support, without loading anything. */
export function hasLanguageSupport(language: EditorLanguage, length: number): boolean {
  return language !== 'text' && length <= LANGUAGE_LIMIT;
}
