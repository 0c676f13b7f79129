import { describe, expect, it } from 'vitest';
import { rankTools } from '../../catalogue/detection';
import { INVALID_SAMPLE, SAMPLE_INPUT } from './samples';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? null;

describe('openapi-validator detector', () => {
  it.each([
    ['its YAML sample', SAMPLE_INPUT],
    ['its JSON sample', INVALID_SAMPLE],
    ['a Swagger 2.0 YAML document', 'swagger: "2.0"\ninfo:\n  title: x\n'],
    ['a Swagger 2.0 JSON document', '{\n  "swagger": "2.0",\n  "info": {"title": "x", "version": "1"}\n}'],
    ['a quoted YAML key', "'openapi': '3.0.3'\ninfo: {}\n"],
    ['an OpenAPI 3.2 document whose head is cut off', `openapi: 3.2.0\ninfo:\n  title: ${'x'.repeat(20000)}`],
  ])('is sure of %s', (_name, text) => {
    expect(score(text, text.length > 8000)).toBe(0.95);
  });

  it.each([
    ['plain YAML', 'name: app\nversion: 3.1.0\n'],
    ['YAML with openapi nested', 'spec:\n  openapi: 3.1.0\n'],
    ['a JSON document without the key', '{"title": "openapi: 3.1.0"}'],
    ['a JSON document with the key nested', '{"spec": {"openapi": "3.1.0"}}'],
    ['a JSON array', '[{"openapi": "3.1.0"}]'],
    ['OpenAPI 4 (not a version it knows)', 'openapi: 4.0.0\n'],
    ['prose', 'We use openapi: 3.1 for our API descriptions.'],
    ['markup', '<openapi>3.1.0</openapi>'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeNull();
  });

  it.each([
    ['YAML', SAMPLE_INPUT],
    ['JSON', INVALID_SAMPLE],
  ])('ranks first for an OpenAPI document in %s, over the JSON and YAML tools', (_name, text) => {
    expect(rankTools(text)[0]).toMatchObject({ tool: { id: 'openapi-validator' }, state: { input: text } });
  });
});
