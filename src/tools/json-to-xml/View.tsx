import { AtSign, FileCode2, Hash, ListOrdered, Maximize2, ShieldCheck, Tag, Type } from 'lucide-react';
import { ConverterView } from '../../kit';
import { SAMPLE_JSON } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-to-xml' }),
};

const DEFAULTS = { input: '' };

const features = {
  title: 'Features',
  items: [
    {
      title: 'Declaration & Root',
      description:
        'Output starts with <?xml version="1.0" encoding="UTF-8"?>, wraps everything in one <root> element and is indented with two spaces.',
      icon: FileCode2,
      tone: 'blue',
    },
    {
      title: 'Arrays Repeat the Element',
      description:
        '"tag": ["a", "b"] gives <tag>a</tag><tag>b</tag>. Items of a top-level or nested array become <item> elements; an empty array gives <tag/>.',
      icon: ListOrdered,
      tone: 'green',
    },
    {
      title: 'Valid Element Names',
      description:
        'No key is dropped. Each character a name cannot hold (space, /, emoji, a colon without a declared prefix) becomes "_", and "_" goes before a leading digit, "-" or ".": "first name" → first_name, "2024" → _2024, "" → _.',
      icon: Tag,
      tone: 'purple',
    },
    {
      title: 'Exact Values',
      description:
        'Numbers keep every digit as written (12345678901234567890, 1.50); true and false are text; null gives an empty element <tag/>.',
      icon: Hash,
      tone: 'orange',
    },
    {
      title: 'Proper Escaping',
      description:
        '&, < and > are escaped in text, and quotes, tabs and line breaks too in attributes. Characters XML 1.0 cannot hold at all become U+FFFD.',
      icon: ShieldCheck,
      tone: 'green',
    },
    {
      title: 'Attributes',
      description:
        'A key starting with @ whose value is not an object or array becomes an attribute: "@id": 7 gives id="7". "@xmlns:p" declares the prefix p for p:name keys.',
      icon: AtSign,
      tone: 'pink',
    },
    {
      title: 'Element Text',
      description:
        'A "#text" key gives the element its text beside its attributes, so JSON from the XML to JSON converter turns back into XML. Text beside child elements is written inline.',
      icon: Type,
      tone: 'cyan',
    },
    {
      title: 'Large Files',
      description:
        'Big documents convert in the background while the page stays responsive. JSON invalid anywhere is reported with its line and column.',
      icon: Maximize2,
      tone: 'red',
    },
  ],
} as const;

export default function JsonToXmlView() {
  return (
    <ConverterView
      defaults={DEFAULTS}
      source={source}
      task="jsonToXml"
      input={{
        title: 'JSON Input',
        placeholder: 'Paste your JSON here...',
        language: 'json',
        acceptFiles: '.json,application/json,text/plain',
      }}
      output={{
        title: 'XML Output',
        placeholder: 'XML output will appear here...',
        language: 'xml',
        fileName: 'converted-data.xml',
        mimeType: 'application/xml',
        copyLabel: 'XML output',
      }}
      convertLabel="Convert to XML"
      busyLabel="Converting..."
      sample={SAMPLE_JSON}
      successMessage="JSON converted to XML format"
      features={features}
    />
  );
}
