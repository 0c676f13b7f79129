import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'countdown-timer',
  name: 'Countdown Timer',
  description:
    'Count down to a date and time in any time zone, or run a timer for a duration such as 25m or 1:30:00, with pause, a beep and an optional notification at zero, and the time left in the tab title.',
  icon: '⏲️',
  family: 'custom',
  category: 'utility',
  accepts: ['date'],
  primaryAction: 'Start',
  load: () => import('./View'),
};

export default meta;
