import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'text-case-converter',
  name: 'Text Case Converter',
  description:
    'Convert text to every case at once: UPPER, lower, Title, Sentence, camelCase, PascalCase, snake_case, kebab-case, CONSTANT_CASE and dot.case.',
  tagline:
    'Type once and see every case at once, from UPPER and Title Case to camelCase, snake_case and CONSTANT_CASE.',
  icon: '🔠',
  category: 'formatter',
  keywords: [
    'uppercase',
    'lowercase',
    'title case',
    'sentence case',
    'camel case',
    'pascal case',
    'snake case',
    'kebab case',
    'constant case',
    'dot case',
    'capitalize',
    'identifier',
    'variable name',
  ],
  accepts: ['text'],
  primaryAction: 'Convert the case',
  load: () => import('./View'),
};

export default meta;
