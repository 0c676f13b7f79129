import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'api-key-validator',
  name: 'API Key Validator',
  description:
    'Recognise API keys and tokens by their format: provider, secret or publishable, live or test, checksum and entropy, and scan a config file for keys before committing it.',
  icon: '🔑',
  family: 'validator',
  category: 'validator',
  accepts: ['api-key'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
