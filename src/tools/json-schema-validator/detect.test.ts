import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_SCHEMA, VALID_EXAMPLE_DATA } from './samples';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('json-schema-validator detector', () => {
  it.each([
    ['its sample schema', SAMPLE_SCHEMA, 0.95],
    ['a schema without $schema', '{"type": "object", "properties": {"id": {"type": "integer"}}}', 0.9],
    ['an array schema', '{"type": "array", "items": {"type": "string"}}', 0.9],
    ['the start of a large schema (truncated)', '{"$schema": "x", "definitions": {' + '"a": {},'.repeat(9000), 0.95],
  ])('recognises %s', (_name, text, minimum) => {
    expect(score(text, text.length > 60_000)).toBeGreaterThanOrEqual(minimum);
  });

  it('offers itself for other JSON, data it can check, below the formatter', () => {
    expect(score(VALID_EXAMPLE_DATA)).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
    expect(rankTools(VALID_EXAMPLE_DATA)[0]?.tool.id).toBe('json-formatter');
  });

  it.each([
    ['a schema written in YAML, which is the YAML tool’s first', 'type: object\nproperties:\n  id:\n    type: integer'],
    ['JSON with a mistake', '{"type": "object",}'],
    ['prose about schemas', 'A schema describes the shape of JSON data.'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its Load Sample schema first, opening it in the data field', () => {
    // The schema goes into the data field, as every text handed to the tool does: a schema is still data the
    // validator can check (against the meta-schema the user pastes), and the validator is the right tool.
    expect(rankTools(SAMPLE_SCHEMA)[0]).toMatchObject({
      tool: { id: 'json-schema-validator', inputField: 'data' },
      state: { data: SAMPLE_SCHEMA },
    });
  });
});
