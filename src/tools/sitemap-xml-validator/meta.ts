import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'sitemap-xml-validator',
  name: 'Sitemap XML Validator',
  description:
    'Validate an XML sitemap or sitemap index against the sitemaps.org protocol and the image, video, news and hreflang extensions; opens .xml.gz files directly.',
  icon: '🗺️',
  family: 'checker',
  category: 'validator',
  accepts: ['xml'],
  inputField: 'input',
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
