import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Edit a table in a grid, take it as HTML, Markdown or CSV.',
  keywords: [
    'html table',
    'table generator',
    'markdown table',
    'csv to html',
    'tsv',
    'spreadsheet',
    'excel',
    'google sheets',
    'colspan',
    'thead',
    'caption',
    'gfm',
  ],
};

export default details;
