import { defineOptions } from '../../lib/options-schema';

export const OPTIONS = defineOptions({
  mode: {
    kind: 'choice',
    label: 'Read as',
    control: 'radio',
    default: 'auto',
    choices: [
      {
        value: 'auto',
        label: 'Auto',
        hint: 'A doctype or an <html> tag first makes it HTML; anything else is read as XML.',
      },
      { value: 'xml', label: 'XML', hint: 'Parsed as application/xml: it must be well-formed.' },
      {
        value: 'html',
        label: 'HTML',
        hint: 'Parsed as text/html, as a browser would: never an error, the parser repairs it.',
      },
    ],
  },
});
