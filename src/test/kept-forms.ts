/**
 * What a tool keeps of an input text in storage and links, for the tests that check every tool keeps its
 * state: the text itself, or, for a tool whose state rules blank secrets inside a text (credentials in a
 * pasted HTTP head), the text with them blanked.
 */
import { redactCredentials } from '../tools/http-header-validator/redact';

const KEPT_FORMS: Readonly<Record<string, (text: string) => string>> = {
  'http-header-validator': redactCredentials,
};

export function keptForm(toolId: string, text: string): string {
  return KEPT_FORMS[toolId]?.(text) ?? text;
}
