import { defineOptions } from '../../lib/options-schema';

/** The crawlers offered in the tester; "other" takes any user-agent typed. */
const CRAWLERS = [
  'Googlebot',
  'Googlebot-Image',
  'Google-Extended',
  'Bingbot',
  'DuckDuckBot',
  'Baiduspider',
  'YandexBot',
  'Applebot',
  'GPTBot',
  'ClaudeBot',
  'CCBot',
  'facebookexternalhit',
  'Twitterbot',
] as const;

export const OPTIONS = defineOptions({
  crawler: {
    kind: 'choice',
    label: 'Crawler',
    default: 'Googlebot',
    choices: [...CRAWLERS.map((value) => ({ value, label: value })), { value: 'other', label: 'Other (type it)' }],
  },
  customAgent: {
    kind: 'text',
    label: 'User agent',
    default: '',
    placeholder: 'MyCrawler or a whole user-agent string',
  },
  url: {
    kind: 'text',
    label: 'URL or path',
    default: '',
    placeholder: 'https://example.com/page or /page',
    monospace: true,
  },
});
