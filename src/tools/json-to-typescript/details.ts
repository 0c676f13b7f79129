import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Turn JSON samples into TypeScript interfaces or a Zod schema, as you type.',
  keywords: [
    'typescript',
    'ts',
    'json to ts',
    'json to typescript',
    'interface',
    'interfaces',
    'types',
    'zod',
    'zod schema',
    'infer',
    'quicktype',
    'jsonl',
  ],
  features: {
    title: 'Features',
    items: [
      {
        title: 'From Several Samples',
        text: 'A top-level array (or JSON Lines, one sample a line) is read as samples of one type: a key missing from some of them becomes optional (key?:).',
      },
      {
        title: 'Unions and Nested Types',
        text: 'string | number where values differ, | null for nulls, (A | B)[] for mixed arrays, and nested objects named from their keys (address → Address, items → Item), identical shapes declared once.',
      },
      {
        title: 'Exact Big Numbers',
        text: 'Integers beyond ±2^53−1 keep every digit and become bigint or string, with a comment naming the value on its key.',
      },
      {
        title: 'TypeScript or Zod',
        text: 'Interfaces or type aliases, or a Zod schema with its inferred types; export, readonly, semicolons and the root name are options. JSON errors name their line and column.',
      },
    ],
  },
};

export default details;
