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
import textCaseConverter from '../tools/text-case-converter/meta';
import textToAscii from '../tools/text-to-ascii/meta';
import asciiToText from '../tools/ascii-to-text/meta';
import stringLengthCounter from '../tools/string-length-counter/meta';
import removeExtraSpaces from '../tools/remove-extra-spaces/meta';
import duplicateLineRemover from '../tools/duplicate-line-remover/meta';
import sortLines from '../tools/sort-lines/meta';
import reverseText from '../tools/reverse-text/meta';
import wordFrequencyCounter from '../tools/word-frequency-counter/meta';
import textBinaryConverter from '../tools/text-binary-converter/meta';
import base64Encoder from '../tools/base64-encoder/meta';
import base64Decoder from '../tools/base64-decoder/meta';
import urlEncoder from '../tools/url-encoder/meta';
import urlDecoder from '../tools/url-decoder/meta';
import htmlEntityEncoder from '../tools/html-entity-encoder/meta';
import htmlEntityDecoder from '../tools/html-entity-decoder/meta';
import utf8EncoderDecoder from '../tools/utf8-encoder-decoder/meta';
import idnConverter from '../tools/idn-converter/meta';
import hexEncoderDecoder from '../tools/hex-encoder-decoder/meta';
import jwtDecoder from '../tools/jwt-decoder/meta';
import epochTimestampConverter from '../tools/epoch-timestamp-converter/meta';
import timezoneConverter from '../tools/timezone-converter/meta';
import isoDateFormatter from '../tools/iso-date-formatter/meta';
import countdownTimer from '../tools/countdown-timer/meta';
import cronExpressionGenerator from '../tools/cron-expression-generator/meta';
import durationConverter from '../tools/duration-converter/meta';
import dateDifferenceCalculator from '../tools/date-difference-calculator/meta';
import calendarGenerator from '../tools/calendar-generator/meta';
import worldClock from '../tools/world-clock/meta';
import ageCalculator from '../tools/age-calculator/meta';
import responsiveDesignChecker from '../tools/responsive-design-checker/meta';
import faviconGenerator from '../tools/favicon-generator/meta';
import cssBoxShadowGenerator from '../tools/css-box-shadow-generator/meta';
import cssBorderRadiusGenerator from '../tools/css-border-radius-generator/meta';
import cssGradientGenerator from '../tools/css-gradient-generator/meta';
import cssFlexboxGenerator from '../tools/css-flexbox-generator/meta';
import cssGridGenerator from '../tools/css-grid-generator/meta';
import cssAnimationGenerator from '../tools/css-animation-generator/meta';
import htmlTableGenerator from '../tools/html-table-generator/meta';
import htmlEntitiesConverter from '../tools/html-entities-converter/meta';
import emailValidator from '../tools/email-validator/meta';
import ipAddressValidator from '../tools/ip-address-validator/meta';
import urlValidator from '../tools/url-validator/meta';
import creditCardValidator from '../tools/credit-card-validator/meta';
import ibanValidator from '../tools/iban-validator/meta';
import phoneNumberValidator from '../tools/phone-number-validator/meta';
import passwordStrengthValidator from '../tools/password-strength-validator/meta';
import hashValidator from '../tools/hash-validator/meta';
import apiKeyValidator from '../tools/api-key-validator/meta';
import userAgentValidator from '../tools/user-agent-validator/meta';
import regexTester from '../tools/regex-tester/meta';
import htmlValidator from '../tools/html-validator/meta';
import jsonpathTester from '../tools/jsonpath-tester/meta';
import xpathTester from '../tools/xpath-tester/meta';
import httpHeaderValidator from '../tools/http-header-validator/meta';
import robotsTxtValidator from '../tools/robots-txt-validator/meta';
import sitemapXmlValidator from '../tools/sitemap-xml-validator/meta';
import openapiValidator from '../tools/openapi-validator/meta';
import graphqlValidator from '../tools/graphql-validator/meta';
import hashGenerator from '../tools/hash-generator/meta';
import numberBaseConverter from '../tools/number-base-converter/meta';
import chmodCalculator from '../tools/chmod-calculator/meta';
import loremIpsumGenerator from '../tools/lorem-ipsum-generator/meta';
import uuidGenerator from '../tools/uuid-generator/meta';
import passwordGenerator from '../tools/password-generator/meta';
import sqlFormatter from '../tools/sql-formatter/meta';
import jsonToTypescript from '../tools/json-to-typescript/meta';
import qrCodeGenerator from '../tools/qr-code-generator/meta';
import colorConverter from '../tools/color-converter/meta';
import textDiffChecker from '../tools/text-diff-checker/meta';
import markdownPreview from '../tools/markdown-preview/meta';
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
  // Before the JSON diff: a search for "diff" finds both by name, and the one for any text comes first.
  textDiffChecker,
  jsonDiffChecker,
  textCaseConverter,
  textToAscii,
  asciiToText,
  stringLengthCounter,
  removeExtraSpaces,
  duplicateLineRemover,
  sortLines,
  reverseText,
  wordFrequencyCounter,
  textBinaryConverter,
  base64Encoder,
  base64Decoder,
  urlEncoder,
  urlDecoder,
  htmlEntityEncoder,
  htmlEntityDecoder,
  // Before the Calendar and Hash Generators: search keeps this order among equal matches, and "md" (as in md5)
  // or "html to markdown" (the calendar exports a Markdown table) is searched for to work with Markdown.
  markdownPreview,
  utf8EncoderDecoder,
  idnConverter,
  hexEncoderDecoder,
  jwtDecoder,
  epochTimestampConverter,
  timezoneConverter,
  isoDateFormatter,
  countdownTimer,
  cronExpressionGenerator,
  durationConverter,
  dateDifferenceCalculator,
  calendarGenerator,
  worldClock,
  ageCalculator,
  responsiveDesignChecker,
  faviconGenerator,
  // Before the CSS generators, whose descriptions mention colours: a search for 'colour' or 'oklch' finds the
  // converter first (search keeps catalogue order among equal matches).
  colorConverter,
  cssBoxShadowGenerator,
  cssBorderRadiusGenerator,
  cssGradientGenerator,
  cssFlexboxGenerator,
  cssGridGenerator,
  cssAnimationGenerator,
  htmlTableGenerator,
  htmlEntitiesConverter,
  emailValidator,
  ipAddressValidator,
  urlValidator,
  creditCardValidator,
  ibanValidator,
  phoneNumberValidator,
  passwordStrengthValidator,
  // Before the Hash Validator: search keeps this order among equal matches, and "sha256", "md5" or "hmac"
  // is searched for most often to make a digest; the validator's name leads for "hash validator" and "verify".
  hashGenerator,
  hashValidator,
  apiKeyValidator,
  userAgentValidator,
  regexTester,
  htmlValidator,
  jsonpathTester,
  xpathTester,
  httpHeaderValidator,
  robotsTxtValidator,
  sitemapXmlValidator,
  openapiValidator,
  graphqlValidator,
  numberBaseConverter,
  chmodCalculator,
  loremIpsumGenerator,
  uuidGenerator,
  passwordGenerator,
  sqlFormatter,
  jsonToTypescript,
  qrCodeGenerator,
  // new-tool: entries
];
