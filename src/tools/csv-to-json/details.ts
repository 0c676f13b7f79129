import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Convert CSV with a header row into a JSON array of objects, for APIs, configuration and code.',
  keywords: ['csv', 'json', 'convert', 'import', 'spreadsheet', 'excel', 'tsv', 'semicolon', 'tab separated', 'parse'],
  features: {
    title: 'Features',
    items: [
      {
        title: 'Header Row',
        text: 'The first row names the fields; names are trimmed, and a repeated name gets a suffix (_1, _2) so no column is lost.',
      },
      {
        title: 'Delimiter Detection',
        text: 'Commas, semicolons and tabs are detected from the field counts of the first rows, ignoring what is inside quotes, or choose one. Quoted fields may hold delimiters, quotes and line breaks.',
      },
      {
        title: 'Exact Values',
        text: 'Values stay strings unless Typed values is ticked: 30 gives "30", and a ZIP code such as 02134 keeps its leading zero. With typed values, numbers and booleans become JSON ones, digit for digit.',
      },
      {
        title: 'File Download',
        text: 'Save the result as converted-data.json. Malformed rows are reported with their row and line instead of being guessed at.',
      },
    ],
  },
};

export default details;
