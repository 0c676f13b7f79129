import { AlertTriangle, Braces, Code2, Globe, Layers, ListOrdered, MessageSquareOff, ShieldCheck } from 'lucide-react';
import { ConverterView } from '../../kit';
import { formatCount } from '../../lib/format';
import { ENTITY_LIMITS } from '../../lib/xml-entities';
import { SAMPLE_XML } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'xml-to-json' }),
};

const DEFAULTS = { input: '' };

const features = {
  title: 'Features',
  items: [
    {
      title: 'Attributes Merged',
      description:
        'Attributes become plain properties of their element, beside its child elements: <book id="7"> gives "id": "7". An attribute and a child with the same name share one array.',
      icon: Braces,
      tone: 'blue',
    },
    {
      title: 'Arrays Only When Repeated',
      description:
        'An element that repeats becomes an array, in document order; one that appears once stays a single value. Nothing is forced into an array.',
      icon: ListOrdered,
      tone: 'green',
    },
    {
      title: 'Text Stays Text',
      description:
        'Values are never guessed: "007", "1e3" and "true" stay strings. Whitespace around text is trimmed; an empty element gives "".',
      icon: Code2,
      tone: 'purple',
    },
    {
      title: 'Mixed Content',
      description:
        'Text beside attributes or child elements goes under "#text". Text split by child elements is joined with one space; its position among the elements is not kept.',
      icon: Layers,
      tone: 'orange',
    },
    {
      title: 'CDATA, Comments & Instructions',
      description:
        'CDATA sections become ordinary text, markup inside them kept. Comments, processing instructions and the XML declaration are left out.',
      icon: MessageSquareOff,
      tone: 'pink',
    },
    {
      title: 'Namespaces',
      description:
        'Prefixes are kept as written (media:cover), and xmlns declarations appear as properties like any other attribute.',
      icon: Globe,
      tone: 'cyan',
    },
    {
      title: 'Safe Entities',
      description: `The five XML entities and character references (&#233;) are decoded. DOCTYPE entities expand up to ${formatCount(ENTITY_LIMITS.maxExpandedLength)} characters in all; nested ones are left as text, with a warning that names them, and external ones are never loaded.`,
      icon: ShieldCheck,
      tone: 'green',
    },
    {
      title: 'Error Locations',
      description:
        'Malformed XML is reported with what is wrong and the line and column where it is, and nothing is half converted.',
      icon: AlertTriangle,
      tone: 'red',
    },
  ],
} as const;

export default function XmlToJsonView() {
  return (
    <ConverterView
      defaults={DEFAULTS}
      source={source}
      task="xmlToJson"
      input={{
        title: 'XML Input',
        placeholder: 'Paste your XML here...',
        language: 'xml',
        acceptFiles: '.xml,application/xml,text/xml,text/plain',
      }}
      output={{
        title: 'JSON Output',
        placeholder: 'JSON output will appear here...',
        language: 'json',
        fileName: 'converted-data.json',
        mimeType: 'application/json',
        copyLabel: 'JSON output',
      }}
      convertLabel="Convert to JSON"
      busyLabel="Converting..."
      sample={SAMPLE_XML}
      successMessage="XML document converted to JSON format"
      features={features}
    />
  );
}
