import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Convert XML documents to JSON: attributes merged into their elements, arrays only where elements repeat, and every value kept as written.',
  keywords: [
    'xml',
    'json',
    'convert',
    'parse',
    'attributes',
    'soap',
    'rss',
    'atom',
    'svg',
    'sitemap',
    'config',
    'cdata',
    'namespace',
  ],
  features: {
    title: 'Features',
    items: [
      {
        title: 'Attributes Merged',
        text: 'Attributes become plain properties of their element, beside its child elements: <book id="7"> gives "id": "7". An attribute and a child with the same name share one array.',
      },
      {
        title: 'Arrays Only When Repeated',
        text: 'An element that repeats becomes an array, in document order; one that appears once stays a single value. Nothing is forced into an array.',
      },
      {
        title: 'Text Stays Text',
        text: 'Values are never guessed: "007", "1e3" and "true" stay strings. Whitespace around text is trimmed; an empty element gives "".',
      },
      {
        title: 'Mixed Content',
        text: 'Text beside attributes or child elements goes under "#text". Text split by child elements is joined with one space; its position among the elements is not kept.',
      },
      {
        title: 'CDATA, Comments & Instructions',
        text: 'CDATA sections become ordinary text, markup inside them kept. Comments, processing instructions and the XML declaration are left out.',
      },
      {
        title: 'Namespaces',
        text: 'Prefixes are kept as written (media:cover), and xmlns declarations appear as properties like any other attribute.',
      },
      {
        title: 'Safe Entities',
        text: 'The five XML entities and character references (&#233;) are decoded. DOCTYPE entities expand up to 1,000,000 characters in all; nested ones are left as text, with a warning that names them, and external ones are never loaded.',
      },
      {
        title: 'Error Locations',
        text: 'Malformed XML is reported with what is wrong and the line and column where it is, and nothing is half converted.',
      },
    ],
  },
};

export default details;
