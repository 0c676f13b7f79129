import { defineOptions } from '../../lib/options-schema';

/** Text Diff Checker's options, declared once: the screen's controls and the rules a share link is held to. */
export const OPTIONS = defineOptions({
  granularity: {
    kind: 'choice',
    label: 'Compare by',
    default: 'lines',
    control: 'radio',
    choices: [
      { value: 'lines', label: 'Lines', hint: 'Whole lines are added or removed, as diff -u shows them.' },
      { value: 'words', label: 'Words', hint: 'Changed lines also mark the words that changed within them.' },
      { value: 'chars', label: 'Characters', hint: 'Changed lines also mark the characters that changed within them.' },
    ],
  },
  whitespace: {
    kind: 'choice',
    label: 'Ignore white space',
    default: 'none',
    choices: [
      { value: 'none', label: 'None: every space counts' },
      { value: 'trailing', label: 'At line ends (diff -Z)' },
      { value: 'all', label: 'All white space (diff -w)' },
    ],
  },
  ignoreBlankLines: {
    kind: 'switch',
    label: 'Ignore blank lines',
    default: false,
    hint: 'Changes that only add or remove blank lines are not counted (diff -B).',
  },
  ignoreCase: { kind: 'switch', label: 'Ignore case', default: false, hint: 'A and a count as the same (diff -i).' },
  context: {
    kind: 'number',
    label: 'Patch context lines',
    default: 3,
    min: 0,
    max: 100,
    integer: true,
    hint: 'Unchanged lines kept around each change in the patch (diff -U).',
  },
});
