import { describeConverterFlows } from '../converter-flows';
import { expect } from '../fixtures';

const SAMPLE_CSV = [
  'id,name,email,age,department,salary,isActive',
  '1,John Doe,john.doe@example.com,30,Engineering,75000,true',
  '2,Jane Smith,jane.smith@example.com,28,Marketing,65000,true',
  '3,Bob Johnson,bob.johnson@example.com,35,Sales,55000,false',
];

describeConverterFlows({
  path: '/json-to-csv',
  heading: 'JSON to CSV Converter',
  panes: { input: 'JSON Input', output: 'CSV Output' },
  convertLabel: 'Convert to CSV',
  successMessage: 'JSON array converted to CSV format',
  sample: {
    excerpt: '"department": "Engineering"',
    checkOutput: (output) => expect(output).toBe(SAMPLE_CSV.join('\n')),
  },
  invalid: {
    input: '[\n  {"a": 1},\n  {"a": 2,}\n]',
    errorFragments: ["Expected a double-quoted property name, found '}' at line 3, column 11"],
  },
  // Nested objects flatten to dot paths, arrays stay JSON in their cell, big numbers keep every digit,
  // and the CSV itself ends its records with CRLF.
  example: {
    input:
      '[{"id": 12345678901234567890, "user": {"name": "Ada", "langs": ["en", "fr"]}}, {"id": 2.50, "note": "a, \\"b\\""}]',
    output: 'id,user.name,user.langs,note\r\n12345678901234567890,Ada,"[""en"",""fr""]",\r\n2.50,,,"a, ""b"""',
    file: { name: 'records.json', mimeType: 'application/json' },
  },
  outputLabel: 'CSV output',
  copyToast: 'CSV output copied to clipboard!',
  download: { fileName: 'converted-data.csv', mimeType: 'text/csv' },
  large: {
    streamsWhileWriting: true,
    file: { name: 'big.json', mimeType: 'application/json' },
    prefix: '[',
    record: (index) =>
      `{"id":${9007199254740993n + BigInt(index)},"name":"User ${index}","address":{"city":"City ${index % 100}"},"tags":["a","b"],"ok":true}`,
    separator: ',',
    suffix: ']',
    checkOutput: (output, recordCount) => {
      expect(
        output.startsWith('id,name,address.city,tags,ok\n9007199254740993,User 0,City 0,"[""a"",""b""]",true\n'),
      ).toBe(true);
      expect(output.split('\n')).toHaveLength(recordCount + 1);
    },
  },
});
