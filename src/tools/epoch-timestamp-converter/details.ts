import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Unix time to dates in any zone and back, to the nanosecond.',
  keywords: [
    'unix time',
    'unix timestamp',
    'epoch',
    'posix time',
    'milliseconds',
    'nanoseconds',
    'date',
    'iso 8601',
    'rfc 2822',
    'filetime',
    'cocoa',
    'excel serial date',
    'time zone',
  ],
  features: {
    title: 'Epoch Conversion Features',
    items: [
      {
        title: 'Exact to the Nanosecond',
        text: 'Timestamps are read as exact decimals: 1700000000123456789 ns keeps .123456789, negative and pre-1970 values work, and nothing passes through a floating-point number.',
      },
      {
        title: 'Unit from the Size',
        text: 'Up to 11 digits are seconds, 12 to 14 milliseconds, 15 to 17 microseconds, 18 and more nanoseconds. Choose a unit to override it, or read Windows FILETIME, Apple Cocoa and Excel serial dates.',
      },
      {
        title: 'Any Time Zone, DST Included',
        text: 'Every IANA zone, found by city, country, abbreviation or offset. A local time that a DST change skips or repeats says so, and shows both instants when there are two.',
      },
      {
        title: 'Many at Once',
        text: 'Batch mode reads one timestamp a line and gives a table you can download as CSV.',
      },
    ],
  },
};

export default details;
