import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Convert YAML configuration files and documents to JSON, keeping every number exact.',
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
  features: {
    title: 'Features',
    items: [
      {
        title: 'YAML 1.2 Parsing',
        text: 'Read with the YAML 1.2 core schema, as current tools do: yes, no and dates stay text, ~ is null. Errors name the line and column.',
      },
      {
        title: 'Exact Numbers',
        text: '12345678901234567890 and 1.50 keep every digit; 0x1F and 0o17 become decimal. .inf and .nan have no JSON form and are reported with where they are.',
      },
      {
        title: 'Anchors & Merge Keys',
        text: 'Aliases (*name) are expanded and merge keys (<<) applied, as in docker-compose files. Custom tags such as !Ref are dropped: the value converts as text, list or object.',
      },
      {
        title: 'Documents & Keys',
        text: 'Several documents separated by --- become a JSON array, one item per document. Number, boolean and null keys become text; a list or mapping used as a key is refused.',
      },
    ],
  },
};

export default details;
