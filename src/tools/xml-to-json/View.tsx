import { AlertTriangle, Braces, Code2, Globe, Layers, ListOrdered, MessageSquareOff, ShieldCheck } from 'lucide-react';
import { ConverterView } from '../../kit';
import { ENTITY_LIMITS, SAMPLE_XML, xmlToJson } from './core';

const tasks = { xmlToJson };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'xml-to-json' });

const features = {
  title: 'Features',
  items: [
    {
      title: 'Attributes Merged',
      description:
        'Attributes become plain properties of their element, beside its child elements: <book id="7"> gives "id": "7". An attribute and a child with the same name share one array.',
      icon: <Braces className="h-4 w-4 text-blue-600" aria-hidden="true" />,
    },
    {
      title: 'Arrays Only When Repeated',
      description:
        'An element that repeats becomes an array, in document order; one that appears once stays a single value. Nothing is forced into an array.',
      icon: <ListOrdered className="h-4 w-4 text-green-600" aria-hidden="true" />,
    },
    {
      title: 'Text Stays Text',
      description:
        'Values are never guessed: "007", "1e3" and "true" stay strings. Whitespace around text is trimmed; an empty element gives "".',
      icon: <Code2 className="h-4 w-4 text-purple-600" aria-hidden="true" />,
    },
    {
      title: 'Mixed Content',
      description:
        'Text beside attributes or child elements goes under "#text". Text split by child elements is joined with one space; its position among the elements is not kept.',
      icon: <Layers className="h-4 w-4 text-orange-600" aria-hidden="true" />,
    },
    {
      title: 'CDATA, Comments & Instructions',
      description:
        'CDATA sections become ordinary text, markup inside them kept. Comments, processing instructions and the XML declaration are left out.',
      icon: <MessageSquareOff className="h-4 w-4 text-pink-600" aria-hidden="true" />,
    },
    {
      title: 'Namespaces',
      description:
        'Prefixes are kept as written (media:cover), and xmlns declarations appear as properties like any other attribute.',
      icon: <Globe className="h-4 w-4 text-cyan-600" aria-hidden="true" />,
    },
    {
      title: 'Safe Entities',
      description: `The five XML entities and character references (&#233;) are decoded. DOCTYPE entities expand up to ${ENTITY_LIMITS.maxExpandedLength.toLocaleString('en-US')} characters in all; nested ones are not expanded, and external ones are never loaded.`,
      icon: <ShieldCheck className="h-4 w-4 text-emerald-600" aria-hidden="true" />,
    },
    {
      title: 'Error Locations',
      description:
        'Malformed XML is reported with what is wrong and the line and column where it is, and nothing is half converted.',
      icon: <AlertTriangle className="h-4 w-4 text-red-600" aria-hidden="true" />,
    },
  ],
};

export default function XmlToJsonView() {
  return (
    <ConverterView
      icon="🔄"
      title="XML to JSON Converter"
      subtitle="Convert XML documents to JSON: attributes merged into their elements, arrays only where elements repeat, and every value kept as written."
      tasks={tasks}
      task="xmlToJson"
      createWorker={createWorker}
      input={{
        title: 'XML Input',
        placeholder: 'Paste your XML here...',
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
