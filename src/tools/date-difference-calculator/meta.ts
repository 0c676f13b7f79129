import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'date-difference-calculator',
  name: 'Date Difference Calculator',
  description:
    'Count the years, months and days between two dates or date-times in any time zone, with totals in weeks, days, hours, minutes and seconds, business days without weekends and holidays, and add or subtract a duration.',
  tagline: 'Between two dates in years, months, days and business days; or a date plus a duration.',
  icon: '📆',
  category: 'utility',
  keywords: [
    'days between dates',
    'date diff',
    'date duration',
    'business days',
    'working days',
    'weekdays',
    'holidays',
    'add days to date',
    'subtract months',
    'date calculator',
    'time between',
    'iso 8601 duration',
    'time zone',
    'dst',
  ],
  accepts: ['date'],
  primaryAction: 'Calculate',
  load: () => import('./View'),
};

export default meta;
