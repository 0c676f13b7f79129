import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Build a cron schedule, read it in English, and see when it runs next.',
  keywords: [
    'cron',
    'crontab',
    'cron job',
    'schedule',
    'quartz',
    'cron syntax',
    'next run',
    'cron parser',
    'cron validator',
    '@daily',
    'time zone',
  ],
  features: {
    title: 'Cron Expression Features',
    items: [
      {
        title: 'Builder and Text in Step',
        text: 'Pick every, specific values, a range or a step for each field, or type the expression: each follows the other.',
      },
      {
        title: 'Errors That Say Where',
        text: 'A bad field names itself, its range and the value: "hour 24 is out of range 0–23". A wrong field count says how many the dialect expects.',
      },
      {
        title: 'Next Runs in Any Zone',
        text: 'The next 10 runs in the zone you choose. Runs a DST change moves or repeats are marked, so the list never pretends a skipped time exists.',
      },
      {
        title: 'Four Dialects',
        text: 'Standard 5-field cron, 6 fields with seconds, Quartz (?, L, W, #, an optional year) and the @daily-style macros.',
      },
    ],
  },
};

export default details;
