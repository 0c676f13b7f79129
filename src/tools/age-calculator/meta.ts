import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'age-calculator',
  name: 'Age Calculator',
  description:
    'Work out an age in years, months and days from a birth date, on today or any date, with totals in months, weeks, days and hours and a countdown to the next birthday; 29 February birthdays follow the rule you choose.',
  tagline: 'Exact age from a birth date, and the days to the next birthday.',
  icon: '🎂',
  category: 'utility',
  keywords: [
    'age',
    'how old am i',
    'birthday',
    'date of birth',
    'dob',
    'next birthday',
    'birthday countdown',
    'leap day',
    '29 february',
    'leapling',
    'age on date',
  ],
  accepts: ['date'],
  primaryAction: 'Calculate',
  load: () => import('./View'),
};

export default meta;
