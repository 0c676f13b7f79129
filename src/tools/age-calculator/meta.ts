import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'age-calculator',
  name: 'Age Calculator',
  description:
    'Work out an age in years, months and days from a birth date, on today or any date, with totals in months, weeks, days and hours and a countdown to the next birthday; 29 February birthdays follow the rule you choose.',
  icon: '🎂',
  family: 'custom',
  category: 'utility',
  accepts: ['date'],
  primaryAction: 'Calculate',
  load: () => import('./View'),
};

export default meta;
