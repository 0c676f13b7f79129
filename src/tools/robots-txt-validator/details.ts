import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Validate robots.txt as you type: groups, Allow and Disallow with * and $, Sitemap lines, typos and non-standard records. Test any URL for any crawler and see which rule decides and why.',
  keywords: [
    'robots.txt',
    'robots',
    'rfc 9309',
    'crawler',
    'googlebot',
    'bingbot',
    'user-agent',
    'disallow',
    'allow',
    'sitemap',
    'crawl-delay',
    'seo',
    'robots exclusion protocol',
    'tester',
  ],
  features: {
    title: 'What the Robots.txt Validator Checks',
    items: [
      {
        title: 'RFC 9309 Parsing',
        text: 'Groups of User-agent lines, Allow and Disallow rules, comments, rules outside any group, lines without a colon, BOMs and the 500 KiB limit, each with its line and column.',
      },
      {
        title: 'URL Tester',
        text: 'Pick a crawler, enter a URL: Allowed or Disallowed, the group that applied, and the deciding rule highlighted in the editor. The longest match wins, Allow wins ties, and /robots.txt is always allowed.',
      },
      {
        title: 'Typos and Extensions',
        text: 'Misspellings such as Dissallow (with "did you mean"), unknown directives, and Crawl-delay, Host, Clean-param, Noindex or Request-rate with which crawlers honour them.',
      },
      {
        title: 'Sitemaps and Summary',
        text: 'Sitemap lines must hold absolute URLs. The summary lists every group, its user agents and rule counts, and every sitemap.',
      },
    ],
  },
};

export default details;
