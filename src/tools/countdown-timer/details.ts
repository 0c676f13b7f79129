import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Count down to a moment in any zone, or time 25 minutes.',
  keywords: [
    'countdown',
    'timer',
    'stopwatch',
    'pomodoro',
    'deadline',
    'count down to date',
    'time left',
    'time until',
    'alarm',
    'time zone',
  ],
  features: {
    title: 'Countdown Features',
    items: [
      {
        title: 'To a Moment in Any Zone',
        text: 'Count down to a date and time in any time zone. A time that a DST change skips or repeats says so, and which instant is counted to.',
      },
      {
        title: 'Or a Simple Timer',
        text: 'Type 25m, 1h 30m, 90s or 1:30:00, or pick a common length. Pause, resume and reset at any time.',
      },
      {
        title: 'Right After Sleep',
        text: 'The time left is worked out from the clock, not counted tick by tick, so a background tab or a sleeping laptop is right the moment it wakes.',
      },
      {
        title: 'A Beep and a Notification',
        text: 'At zero it beeps, and if you allow it, shows a notification. The time left shows in the tab title.',
      },
    ],
  },
};

export default details;
