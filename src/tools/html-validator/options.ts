import { defineOptions } from '../../lib/options-schema';

export const OPTIONS = defineOptions({
  mode: {
    kind: 'choice',
    label: 'Read as',
    control: 'radio',
    default: 'auto',
    choices: [
      {
        value: 'auto',
        label: 'Auto',
        hint: 'A doctype or an <html>, <head>, <body> or <title> tag makes it a whole page.',
      },
      { value: 'document', label: 'Whole page', hint: 'Doctype, <title>, lang and charset are checked.' },
      {
        value: 'fragment',
        label: 'Fragment',
        hint: 'Markup for inside <body>: no doctype, title, lang or charset needed.',
      },
    ],
  },
});
