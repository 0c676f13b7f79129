import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Convert JSON to well-formed, indented XML: arrays repeat their element, keys become valid names, and numbers keep every digit.',
  keywords: [
    'json',
    'xml',
    'convert',
    'export',
    'serialize',
    'markup',
    'soap',
    'attributes',
    'element names',
    'xml declaration',
  ],
  features: {
    title: 'Features',
    items: [
      {
        title: 'Declaration & Root',
        text: 'Output starts with <?xml version="1.0" encoding="UTF-8"?>, wraps everything in one <root> element and is indented with two spaces.',
      },
      {
        title: 'Arrays Repeat the Element',
        text: '"tag": ["a", "b"] gives <tag>a</tag><tag>b</tag>. Items of a top-level or nested array become <item> elements; an empty array gives <tag/>.',
      },
      {
        title: 'Valid Element Names',
        text: 'No key is dropped. Each character a name cannot hold (space, /, emoji, a colon without a declared prefix) becomes "_", and "_" goes before a leading digit, "-" or ".": "first name" → first_name, "2024" → _2024, "" → _.',
      },
      {
        title: 'Exact Values',
        text: 'Numbers keep every digit as written (12345678901234567890, 1.50); true and false are text; null gives an empty element <tag/>.',
      },
      {
        title: 'Proper Escaping',
        text: '&, < and > are escaped in text, and quotes, tabs and line breaks too in attributes. Characters XML 1.0 cannot hold at all become U+FFFD.',
      },
      {
        title: 'Attributes',
        text: 'A key starting with @ whose value is not an object or array becomes an attribute: "@id": 7 gives id="7". "@xmlns:p" declares the prefix p for p:name keys.',
      },
      {
        title: 'Element Text',
        text: 'A "#text" key gives the element its text beside its attributes, so JSON from the XML to JSON converter turns back into XML. Text beside child elements is written inline.',
      },
      {
        title: 'Large Files',
        text: 'Big documents convert in the background while the page stays responsive. JSON invalid anywhere is reported with its line and column.',
      },
    ],
  },
};

export default details;
