import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Make random, time-ordered or name-based UUIDs and ULIDs in bulk, and see what any UUID holds: version, variant and the time it was made.',
  keywords: [
    'uuid',
    'guid',
    'ulid',
    'v4',
    'v7',
    'v1',
    'v3',
    'v5',
    'v6',
    'rfc 9562',
    'rfc 4122',
    'unique id',
    'random id',
    'namespace',
    'decode uuid',
    'crockford base32',
  ],
  features: {
    title: 'UUID Generator Features',
    items: [
      {
        title: 'Every Common Version',
        text: 'Random v4, time-ordered v7 and v1, and v3 (MD5) and v5 (SHA-1) from a namespace (DNS, URL, OID, X.500 or your own UUID) and a name, as RFC 9562 defines them.',
      },
      {
        title: 'In Bulk',
        text: 'Up to 10,000 at once, in upper or lower case, with or without hyphens, or in braces; copy or download them.',
      },
      {
        title: 'Decoder',
        text: 'Paste any UUID or ULID to see its version and variant, and for v1, v6, v7 and ULIDs the time it holds to the millisecond, in UTC and your local time.',
      },
      {
        title: 'ULIDs',
        text: '48 bits of time and 80 random bits in Crockford base32, sortable by time; each shown as the UUID of the same 128 bits.',
      },
      {
        title: 'Truly Random',
        text: 'Every random bit comes from your browser’s crypto.getRandomValues; v1 uses a random node, never your network card’s address. Nothing leaves the page.',
      },
    ],
  },
};

export default details;
