import { defineOptions } from '../../lib/options-schema';

/** Lorem Ipsum Generator's options: the screen's controls and its kept state (with the seed). */
export const OPTIONS = defineOptions({
  unit: {
    kind: 'choice',
    label: 'Generate',
    default: 'paragraphs',
    choices: [
      { value: 'paragraphs', label: 'Paragraphs' },
      { value: 'sentences', label: 'Sentences' },
      { value: 'words', label: 'Words' },
      { value: 'items', label: 'List items' },
    ],
  },
  count: {
    kind: 'number',
    label: 'How many',
    default: 3,
    min: 1,
    max: 10_000,
    integer: true,
    hint: 'Up to 100 paragraphs, 1,000 sentences or list items, or 10,000 words.',
  },
  classic: { kind: 'switch', label: 'Start with "Lorem ipsum dolor sit amet…"', default: true },
  format: {
    kind: 'choice',
    label: 'Format',
    default: 'text',
    control: 'radio',
    choices: [
      { value: 'text', label: 'Plain text' },
      { value: 'html', label: 'HTML' },
    ],
  },
});
