/**
 * The one list of tools. Routes, sidebar, search, home cards, About counts, page titles and history all
 * read from here. `npm run new-tool -- <id>` adds entries at the markers below.
 */
import type { ToolMeta } from './types';
import jsonFormatter from '../tools/json-formatter/meta';
import jsonMinifier from '../tools/json-minifier/meta';
import jsonToCsv from '../tools/json-to-csv/meta';
import csvToJson from '../tools/csv-to-json/meta';
import yamlToJson from '../tools/yaml-to-json/meta';
import jsonToYaml from '../tools/json-to-yaml/meta';
import xmlToJson from '../tools/xml-to-json/meta';
import jsonToXml from '../tools/json-to-xml/meta';
import jsonSchemaValidator from '../tools/json-schema-validator/meta';
import jsonDiffChecker from '../tools/json-diff-checker/meta';
// new-tool: imports

export const toolMetas: readonly ToolMeta[] = [
  jsonFormatter,
  jsonMinifier,
  jsonToCsv,
  csvToJson,
  yamlToJson,
  jsonToYaml,
  xmlToJson,
  jsonToXml,
  jsonSchemaValidator,
  jsonDiffChecker,
  // new-tool: entries
];
