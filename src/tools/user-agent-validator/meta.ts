import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'user-agent-validator',
  name: 'User Agent Validator',
  description:
    'Parse and validate User-Agent strings: browser, engine, OS, device type and versions; crawlers, bots, curl and HTTP libraries; the RFC 9110 grammar with the error position; your own browser with its UA Client Hints; and a batch of strings or access-log lines.',
  icon: '🕵️',
  family: 'validator',
  category: 'validator',
  accepts: ['user-agent'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
