import { defineOptions } from '../../lib/options-schema';

/** Word Frequency Counter's options: the screen's controls and its kept state. */
export const OPTIONS = defineOptions({
  caseSensitive: { kind: 'switch', label: 'Case-sensitive', default: false },
  /** A language tag, or '' for the browser's language (drawn by the kit's LocaleField). */
  locale: { kind: 'text', label: 'Locale', default: '' },
});
