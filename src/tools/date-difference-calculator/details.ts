import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Between two dates in years, months, days and business days; or a date plus a duration.',
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
  features: {
    title: 'Date Difference Features',
    items: [
      {
        title: 'As a Calendar Counts',
        text: 'Years, months and days the way a calendar steps them, plus totals in weeks, days, hours, minutes and seconds.',
      },
      {
        title: 'Exact Across DST',
        text: 'Give each side a time and a zone: midnight to midnight over a spring-forward is 1 day but 23 hours. A time a DST change skips or repeats says so.',
      },
      {
        title: 'Business Days',
        text: 'Choose the weekend days and list holidays, one date a line, to count working days; the end date can be included.',
      },
      {
        title: 'Add or Subtract',
        text: 'A date plus or minus years, months, weeks, days, hours, minutes and seconds, or an ISO 8601 duration; a day past a short month’s end is clamped, and the screen says so.',
      },
    ],
  },
};

export default details;
