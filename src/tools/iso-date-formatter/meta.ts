import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'iso-date-formatter',
  name: 'ISO Date Formatter',
  description:
    'Read any ISO 8601, RFC 3339, RFC 2822 or HTTP date (week and ordinal dates, basic form, nanoseconds, offsets, [Zone] annotations) and write it in every standard form, in your locale, or with your own pattern.',
  icon: '📅',
  family: 'custom',
  category: 'formatter',
  accepts: ['date'],
  primaryAction: 'Format as you type',
  load: () => import('./View'),
};

export default meta;
