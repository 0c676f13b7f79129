import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'calendar-generator',
  name: 'Calendar Generator',
  description:
    'Make a calendar of any month or year with ISO week numbers, the week starting as your locale has it, and month and day names in any language; mark dates, then print it or export it as HTML, Markdown or plain text.',
  icon: '🗓️',
  family: 'custom',
  category: 'utility',
  accepts: ['date'],
  primaryAction: 'Show the calendar',
  load: () => import('./View'),
};

export default meta;
