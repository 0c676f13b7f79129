import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'cron-expression-generator',
  name: 'Cron Expression Generator',
  description:
    'Build and check cron expressions field by field, read them in plain English, and see the next 10 runs in any time zone, DST included. Standard cron, seconds, Quartz and @daily-style macros.',
  tagline: 'Build a cron schedule, read it in English, and see when it runs next.',
  icon: '⏰',
  category: 'utility',
  keywords: [
    'cron',
    'crontab',
    'cron job',
    'schedule',
    'quartz',
    'cron syntax',
    'next run',
    'cron parser',
    'cron validator',
    '@daily',
    'time zone',
  ],
  accepts: ['cron'],
  primaryAction: 'Describe the schedule',
  load: () => import('./View'),
};

export default meta;
