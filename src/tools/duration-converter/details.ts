import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'ISO 8601, words or h:mm:ss in, every unit out, exactly.',
  keywords: [
    'iso 8601 duration',
    'time span',
    'time interval',
    'hours to minutes',
    'seconds to hours',
    'milliseconds',
    'nanoseconds',
    'days',
    'weeks',
    'months',
    'years',
    'hh:mm:ss',
    'xsd duration',
  ],
  features: {
    title: 'Duration Conversion Features',
    items: [
      {
        title: 'Every Way of Writing It',
        text: 'ISO 8601 (P1Y2M10DT2H30M, PT0.5S, -P1D), words and symbols (1h 30m, 90 minutes, 2 days and 3 hours), clock notation (1:30:00) and bare numbers in the unit you choose.',
      },
      {
        title: 'Exact Totals',
        text: 'Totals are worked out in whole nanoseconds and exact decimals. A decimal that never ends is rounded to 12 places and marked with ≈.',
      },
      {
        title: 'Months and Years, Stated',
        text: 'A month has no fixed length: count it by the Gregorian average, or on the calendar from a start date. The screen always says which.',
      },
      {
        title: 'Ready to Paste',
        text: 'The ISO 8601 form and the form in words, as entered and balanced, each with its own Copy button.',
      },
    ],
  },
};

export default details;
