import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'One time in every zone you need, with a meeting planner.',
  keywords: [
    'time zone',
    'timezone',
    'convert time',
    'meeting planner',
    'utc',
    'gmt',
    'dst',
    'daylight saving time',
    'offset',
    'iana',
    'world time',
  ],
  features: {
    title: 'Timezone Converter Features',
    items: [
      {
        title: 'Any Zone, Any Offset',
        text: 'Every IANA zone plus UTC, found by city, country, zone id, abbreviation or offset. Old names such as Asia/Calcutta are read and shown by their modern name; quarter-hour offsets such as Kathmandu’s +05:45 convert exactly.',
      },
      {
        title: 'DST Never Guessed',
        text: 'A time that clocks skip when DST starts says so and shows what it resolves to; a time that happens twice when DST ends shows both instants and lets you choose.',
      },
      {
        title: 'Meeting Planner',
        text: 'The day’s hours lined up across every zone, with working hours shaded. Pick an hour to select it in every row and make it the time converted.',
      },
      {
        title: 'Write It Your Way',
        text: 'Type the zone after the time (2026-11-24 09:00 Kathmandu), give an offset (2026-11-24T09:00Z), or choose it in the From field.',
      },
    ],
  },
};

export default details;
