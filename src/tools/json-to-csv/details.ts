import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Convert JSON arrays to CSV format for spreadsheets and data analysis.',
  keywords: [
    'json',
    'csv',
    'convert',
    'export',
    'spreadsheet',
    'excel',
    'table',
    'flatten',
    'rfc 4180',
    'comma separated',
  ],
  features: {
    title: 'Features',
    items: [
      {
        title: 'Array Processing',
        text: 'Each array item becomes a row; the columns are every key found, in the order first seen. A single object becomes one row.',
      },
      {
        title: 'File Download',
        text: 'Save the result as converted-data.csv: RFC 4180 CSV with CRLF line endings, ready for Excel, Google Sheets or pandas.',
      },
      {
        title: 'Nested Objects',
        text: 'Handled intelligently: nested objects flatten to dot paths such as user.name, and arrays are kept as JSON text in their cell.',
      },
      {
        title: 'Data Validation',
        text: 'Strict JSON parsing that names the line and column of any error. Numbers keep every digit, however long.',
      },
    ],
  },
};

export default details;
