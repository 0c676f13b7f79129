import { defineOptions } from '../../lib/options-schema';

/** The HTML entities converter's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  form: {
    kind: 'choice',
    label: 'Write references as',
    default: 'named',
    control: 'radio',
    choices: [
      { value: 'named', label: 'Named', hint: 'By name where the character has one (&eacute;), else as a number.' },
      { value: 'decimal', label: 'Decimal', hint: 'As decimal numbers: &#233;.' },
      { value: 'hex', label: 'Hex', hint: 'As hexadecimal numbers: &#xE9;.' },
    ],
  },
  fallback: {
    kind: 'choice',
    label: 'Numbers for characters without a name',
    default: 'hex',
    control: 'radio',
    choices: [
      { value: 'decimal', label: 'Decimal' },
      { value: 'hex', label: 'Hex' },
    ],
  },
  scope: {
    kind: 'choice',
    label: 'Characters to convert',
    default: 'non-ascii',
    control: 'radio',
    choices: [
      {
        value: 'markup',
        label: 'Markup only',
        hint: 'Only & < > " \' are written as references; every other character stays as it is.',
      },
      {
        value: 'non-ascii',
        label: 'Markup and non-ASCII',
        hint: '& < > " \' and every character outside ASCII (é, €, →, 😀) are written as references.',
      },
      {
        value: 'all',
        label: 'Every character',
        hint: 'Every character is written as a reference, letters and spaces too.',
      },
    ],
  },
});
