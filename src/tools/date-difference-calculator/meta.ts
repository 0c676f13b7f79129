import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'date-difference-calculator',
  name: 'Date Difference Calculator',
  description:
    'Count the years, months and days between two dates or date-times in any time zone, with totals in weeks, days, hours, minutes and seconds, business days without weekends and holidays, and add or subtract a duration.',
  icon: '📆',
  family: 'custom',
  category: 'utility',
  accepts: ['date'],
  primaryAction: 'Calculate',
  load: () => import('./View'),
};

export default meta;
