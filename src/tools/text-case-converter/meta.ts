import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'text-case-converter',
  name: 'Text Case Converter',
  description:
    'Convert text to every case at once: UPPER, lower, Title, Sentence, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE and dot.case.',
  icon: '🔠',
  family: 'transform',
  category: 'formatter',
  accepts: ['text'],
  primaryAction: 'Convert the case',
  load: () => import('./View'),
};

export default meta;
