import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Exact age from a birth date, and the days to the next birthday.',
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
  features: {
    title: 'Age Calculator Features',
    items: [
      {
        title: 'Years, Months and Days',
        text: 'The age as a calendar counts it, with totals in months, weeks, days and hours; give a birth time and zone for exact hours.',
      },
      {
        title: 'On Any Date',
        text: 'Leave "Age on" empty for today, or enter a date to know the age on it, past or future.',
      },
      {
        title: 'Next Birthday',
        text: 'Its date and weekday, how many days are left, and a live countdown in hours, minutes and seconds when it is close.',
      },
      {
        title: 'Leap-Day Birthdays',
        text: 'A 29 February birthday falls on 28 February in common years, or on 1 March if you choose that rule; the screen says which is in force.',
      },
    ],
  },
};

export default details;
