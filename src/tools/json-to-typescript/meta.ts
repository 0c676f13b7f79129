import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-to-typescript',
  name: 'JSON to TypeScript',
  heading: 'JSON to TypeScript Types',
  description:
    'Infer TypeScript interfaces or a Zod schema from JSON samples: optional keys, unions, nested types and exact big numbers.',
  icon: '🔷',
  family: 'transform',
  category: 'converter',
  accepts: ['json'],
  primaryAction: 'Write the types',
  load: () => import('./View'),
};

export default meta;
