import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'A month or a year, with week numbers, ready to print or paste.',
  keywords: [
    'calendar',
    'month',
    'year',
    'printable calendar',
    'week number',
    'iso week',
    'week start',
    'monday',
    'sunday',
    'markdown table',
    'html table',
    'planner',
  ],
  features: {
    title: 'Calendar Features',
    items: [
      {
        title: 'A Month or a Whole Year',
        text: 'Type 2026-11, November 2026, Nov 2026 or a month name in your language for a month, or 2026 for the year as twelve small months. Previous and Next page through them.',
      },
      {
        title: 'ISO Week Numbers',
        text: 'Each week is numbered as ISO 8601 numbers it (by its Monday), so 2020-12-31 is in week 53 and 2021-01-04 starts week 1.',
      },
      {
        title: 'Your Locale’s Week',
        text: 'Month and day names in any language, and the week starting where your locale starts it: Monday, Sunday or Saturday, or the one you choose.',
      },
      {
        title: 'Print or Paste',
        text: 'Print only the calendar, or take it as a print-ready HTML page, an HTML table, a Markdown table or a plain-text grid. Chosen dates are marked in each.',
      },
    ],
  },
};

export default details;
