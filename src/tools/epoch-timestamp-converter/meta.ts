import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'epoch-timestamp-converter',
  name: 'Epoch Timestamp Converter',
  description:
    'Convert Unix timestamps in seconds, milliseconds, microseconds or nanoseconds to dates in any time zone and back, exactly, with batch conversion and Windows, Apple and Excel epochs.',
  tagline: 'Unix time to dates in any zone and back, to the nanosecond.',
  icon: '⏱️',
  category: 'converter',
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
  accepts: ['timestamp'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
