import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'qr-code-generator',
  name: 'Qr Code Generator',
  description: 'Describe in one sentence what Qr Code Generator does for the user.',
  icon: '🧰',
  family: 'custom',
  category: 'utility',
  accepts: ['text'],
  primaryAction: 'Count as you type',
  load: () => import('./View'),
};

export default meta;
