import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Validate JSON data against a JSON Schema, with full Draft-07 support and format validation (email, URI, date-time and more). Every error is listed with where it is and why.',
  keywords: [
    'json schema',
    'schema',
    'draft-07',
    'draft 7',
    'validate',
    'validation',
    'ajv',
    'format',
    'email',
    'uri',
    'date-time',
    '$ref',
    'required',
    'api contract',
  ],
  features: {
    title: 'Supported JSON Schema Features',
    items: [
      {
        title: 'String Validation',
        text: 'minLength, maxLength, pattern (regular expressions), enum and const; formats email, uri, uri-reference, iri, date-time, date, time, hostname, ipv4, ipv6, uuid, regex, json-pointer and more.',
      },
      {
        title: 'Number Validation',
        text: 'type number or integer, minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, and the int32 format (-2147483648 to 2147483647).',
      },
      {
        title: 'Array Validation',
        text: 'items (one schema or one per position), additionalItems, minItems, maxItems, uniqueItems and contains.',
      },
      {
        title: 'Object Validation',
        text: 'required, properties, patternProperties, additionalProperties, propertyNames, dependencies, minProperties and maxProperties; plus $ref (within the schema and to the schemas you add), allOf, anyOf, oneOf, not and if/then/else.',
      },
    ],
  },
};

export default details;
