import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Your cities’ times, live, with DST and the next change.',
  keywords: [
    'world clock',
    'time zone',
    'timezone',
    'current time',
    'cities',
    'dst',
    'daylight saving time',
    'utc',
    'offset',
  ],
  features: {
    title: 'World Clock Features',
    items: [
      {
        title: 'Your Cities, Kept',
        text: 'Add cities by name, country, zone id, abbreviation or offset; remove and reorder them. Your list stays in this browser for the next visit.',
      },
      {
        title: 'Live, All Together',
        text: 'Every clock ticks on the same second, from one timer that pauses while the tab is hidden.',
      },
      {
        title: 'DST at a Glance',
        text: 'Each clock says whether daylight saving time is on and when the offset next changes, with the local times either side of the change.',
      },
      {
        title: 'Day or Night',
        text: 'Day is 6:00 to 18:00 local time; quarter-hour offsets such as Kathmandu’s +05:45 are exact.',
      },
    ],
  },
};

export default details;
