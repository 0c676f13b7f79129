import { defineOptions } from '../../lib/options-schema';
import { SORT_ORDERS } from './core';

/** Sort Lines' options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  order: {
    kind: 'choice',
    label: 'Order',
    default: 'natural',
    choices: SORT_ORDERS.map(({ order, label }) => ({ value: order, label })),
  },
  caseInsensitive: { kind: 'switch', label: 'Case-insensitive', default: false },
  unique: { kind: 'switch', label: 'Unique (remove duplicates)', default: false },
  /** A language tag, or '' for the browser's language (drawn by the kit's LocaleField). */
  locale: { kind: 'text', label: 'Locale', default: '' },
});
