import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'See what changed between two texts, line by line with the changed words marked, and copy or download the patch.',
  keywords: [
    'diff',
    'text diff',
    'compare text',
    'compare',
    'patch',
    'unified diff',
    'diff -u',
    'difference',
    'changes',
    'side by side',
    'merge',
    'file compare',
  ],
  features: {
    title: 'Features',
    items: [
      {
        title: 'Side by Side or Unified',
        text: 'Two aligned columns with line numbers, or one column of - and + lines, with the changed words or characters marked inside changed lines.',
      },
      {
        title: 'Ignore What Does Not Matter',
        text: 'Trailing or all white space, blank lines and case can be ignored, and the result says when the texts differ only in those.',
      },
      {
        title: 'A Real Patch',
        text: 'The unified patch is written as diff -u writes it, with the context you choose, to copy or download as .patch or .diff.',
      },
      {
        title: 'Large Files',
        text: 'Files of several megabytes are compared in the background and the result is drawn as you scroll, so the page stays responsive.',
      },
      { title: 'Nothing Leaves the Page', text: 'Both texts are compared in your browser and sent nowhere.' },
    ],
  },
};

export default details;
