import { defineOptions } from '../../lib/options-schema';

/** HTML Entity Decoder's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  context: {
    kind: 'choice',
    label: 'Read references as in',
    default: 'text',
    control: 'radio',
    choices: [
      {
        value: 'text',
        label: 'Text content',
        hint: 'As in an element’s text: &copy and the other legacy names decode even without a semicolon (&notit; is ¬it;).',
      },
      {
        value: 'attribute',
        label: 'Attribute value',
        hint: 'As in an attribute value: a legacy name without a semicolon stays as written when a letter, digit or = follows (?a=1&copy=2 is kept).',
      },
    ],
  },
});
