import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'uuid-generator',
  name: 'UUID Generator',
  heading: 'UUID Generator and Decoder',
  description:
    'Generate UUIDs (v4, v7, v1, and name-based v3 and v5) and ULIDs, up to 10,000 at once, and decode any UUID or ULID: its version, variant and time.',
  icon: '🆔',
  family: 'custom',
  category: 'utility',
  accepts: ['uuid'],
  primaryAction: 'Generate',
  load: () => import('./View'),
};

export default meta;
