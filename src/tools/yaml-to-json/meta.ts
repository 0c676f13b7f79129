import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'yaml-to-json',
  name: 'YAML to JSON',
  heading: 'YAML to JSON Converter',
  description:
    'Convert YAML to pretty JSON with exact numbers, resolved anchors and merge keys, and errors that name the line and column.',
  tagline: 'Convert YAML configuration files and documents to JSON, keeping every number exact.',
  icon: '📜',
  category: 'converter',
  keywords: [
    'yaml',
    'yml',
    'json',
    'convert',
    'parse',
    'docker-compose',
    'kubernetes',
    'k8s',
    'manifest',
    'config',
    'anchors',
    'ansible',
    'github actions',
  ],
  accepts: ['yaml'],
  primaryAction: 'Convert to JSON',
  load: () => import('./View'),
};

export default meta;
