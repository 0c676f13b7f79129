import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'text-diff-checker',
  name: 'Text Diff Checker',
  description:
    'Compare two texts line by line, word by word or character by character, side by side or unified, and get the patch.',
  icon: '📝',
  family: 'custom',
  category: 'utility',
  // A patch is the one kind of text claimed for it: the policy keeps tools that take any text at a low score.
  accepts: ['patch'],
  inputField: 'original',
  primaryAction: 'Compare as you type',
  load: () => import('./View'),
};

export default meta;
