import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'api-key-validator',
  name: 'API Key Validator',
  description:
    'Recognise API keys and tokens by their format: provider, secret or publishable, live or test, checksum and entropy, and scan a config file for keys before committing it.',
  tagline:
    'Which provider a key belongs to, whether its form and checksum are right, and a scanner for keys in a file. Nothing is sent anywhere.',
  icon: '🔑',
  category: 'validator',
  keywords: [
    'api key',
    'token',
    'secret',
    'secret scanner',
    'github token',
    'ghp',
    'aws access key',
    'akia',
    'stripe key',
    'slack token',
    'openai key',
    'anthropic key',
    'gitlab token',
    'npm token',
    'pypi token',
    'jwt',
    'uuid',
    'checksum',
    'entropy',
    'leak',
  ],
  accepts: ['api-key'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
