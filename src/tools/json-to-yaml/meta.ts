import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-to-yaml',
  name: 'JSON to YAML',
  heading: 'JSON to YAML Converter',
  description: 'Convert JSON to clean YAML with 2-space indentation, exact numbers and safely quoted strings.',
  tagline: 'Convert JSON to clean, readable YAML for configuration files, keeping every number exact.',
  icon: '📝',
  category: 'converter',
  keywords: [
    'json',
    'yaml',
    'yml',
    'convert',
    'serialize',
    'config',
    'kubernetes',
    'k8s',
    'docker-compose',
    'openapi',
    'helm',
  ],
  accepts: ['json'],
  primaryAction: 'Convert to YAML',
  load: () => import('./View'),
};

export default meta;
