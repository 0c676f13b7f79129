import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Convert JSON to clean, readable YAML for configuration files, keeping every number exact.',
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
  features: {
    title: 'Features',
    items: [
      {
        title: 'Clean YAML',
        text: '2-space indentation, no line wrapping and no anchors or references: every value is written out in full, keys in their original order.',
      },
      {
        title: 'Exact Numbers',
        text: 'Numbers are written exactly as in the JSON: 12345678901234567890 and 1.50 keep every digit.',
      },
      {
        title: 'Safe Strings',
        text: "Strings a YAML reader would take for something else ('yes', '123', '2024-01-01', 'null') are quoted; multi-line strings become | blocks.",
      },
      {
        title: 'Data Validation',
        text: 'Strict JSON parsing that names the line and column of any error, before anything is written.',
      },
    ],
  },
};

export default details;
