import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Any ISO 8601 or RFC date in, every form out: strict, exact, and in your pattern.',
  keywords: [
    'iso 8601',
    'rfc 3339',
    'rfc 9557',
    'rfc 2822',
    'http-date',
    'date format',
    'week date',
    'ordinal date',
    'date pattern',
    'yyyy-mm-dd',
    'strftime',
    'unix time',
    'time zone',
  ],
  features: {
    title: 'Date Formatting Features',
    items: [
      {
        title: 'Every Form In',
        text: 'ISO 8601 extended and basic, week dates (2026-W48-2), ordinal dates (2026-328), fractions to the nanosecond, offsets, RFC 9557 zones ([Europe/Paris]), RFC 2822 and HTTP-dates.',
      },
      {
        title: 'Strict, and Says Why',
        text: 'February 30th, hour 25 or a weekday that does not match the date is named, not rounded away. An offset that disagrees with its zone is said.',
      },
      {
        title: 'Local Times, Honestly',
        text: 'A value without an offset is read in the zone you choose. A time that a DST change skips or repeats says so, with both instants.',
      },
      {
        title: 'Your Own Pattern',
        text: 'Unicode date tokens (yyyy-MM-dd HH:mm:ss, EEEE, XXX, ww…), with the table of tokens and names in your locale.',
      },
    ],
  },
};

export default details;
