import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'cron-expression-generator',
  name: 'Cron Expression Generator',
  description:
    'Build and check cron expressions field by field, read them in plain English, and see the next 10 runs in any time zone, DST included. Standard cron, seconds, Quartz and @daily-style macros.',
  icon: '⏰',
  family: 'custom',
  category: 'utility',
  accepts: ['cron'],
  primaryAction: 'Describe the schedule',
  load: () => import('./View'),
};

export default meta;
