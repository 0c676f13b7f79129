import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'user-agent-validator',
  name: 'User Agent Validator',
  description:
    'Parse and validate User-Agent strings: browser, engine, OS, device type and versions; crawlers, bots, curl and HTTP libraries; the RFC 9110 grammar with the error position; your own browser with its UA Client Hints; and a batch of strings or access-log lines.',
  tagline: 'See what a User-Agent string says, whether it is well-formed, and what reduced strings hide, as you type.',
  icon: '🕵️',
  category: 'validator',
  keywords: [
    'user agent',
    'user-agent',
    'ua',
    'ua parser',
    'browser detection',
    'bot',
    'crawler',
    'googlebot',
    'client hints',
    'sec-ch-ua',
    'rfc 9110',
    'access log',
    'navigator.useragent',
  ],
  accepts: ['user-agent'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
