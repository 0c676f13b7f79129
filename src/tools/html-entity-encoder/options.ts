import { defineOptions } from '../../lib/options-schema';

/** HTML Entity Encoder's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  quotes: { kind: 'switch', label: `Escape quotes (" and ')`, default: true },
  nonAscii: {
    kind: 'choice',
    label: 'Non-ASCII characters',
    default: 'keep',
    choices: [
      { value: 'keep', label: 'Keep as they are' },
      { value: 'named', label: 'Named (&eacute;), else numeric' },
      { value: 'numeric', label: 'Numeric (&#233;)' },
    ],
  },
  numbers: {
    kind: 'choice',
    label: 'Numeric references',
    default: 'decimal',
    choices: [
      { value: 'decimal', label: 'Decimal (&#233;)' },
      { value: 'hex', label: 'Hexadecimal (&#xE9;)' },
    ],
  },
});
