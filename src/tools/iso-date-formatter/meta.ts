import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'iso-date-formatter',
  name: 'ISO Date Formatter',
  description:
    'Read any ISO 8601, RFC 3339, RFC 2822 or HTTP date (week and ordinal dates, basic form, nanoseconds, offsets, [Zone] annotations) and write it in every standard form, in your locale, or with your own pattern.',
  tagline: 'Any ISO 8601 or RFC date in, every form out: strict, exact, and in your pattern.',
  icon: '📅',
  category: 'formatter',
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
  accepts: ['date'],
  primaryAction: 'Format as you type',
  load: () => import('./View'),
};

export default meta;
