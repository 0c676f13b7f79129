import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'robots-txt-validator',
  name: 'Robots.txt Validator',
  description:
    'Check a robots.txt against RFC 9309 and test whether a crawler may fetch a URL, with the deciding rule highlighted.',
  tagline:
    'Validate robots.txt as you type: groups, Allow and Disallow with * and $, Sitemap lines, typos and non-standard records. Test any URL for any crawler and see which rule decides and why.',
  icon: '🤖',
  category: 'validator',
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
  accepts: ['robots-txt'],
  inputField: 'input',
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
