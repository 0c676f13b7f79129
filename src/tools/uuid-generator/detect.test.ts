import { describe, expect, it } from 'vitest';
import { SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('uuid-generator detector', () => {
  it.each([
    ['its sample (a v7 UUID)', SAMPLE_INPUT, 0.9],
    ['a lower-case v4 UUID', '919108f7-52d1-4320-9bac-f847db4148a8', 0.9],
    ['a UUID in braces', '{919108F7-52D1-4320-9BAC-F847DB4148A8}', 0.9],
    ['a UUID as a URN', 'urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8', 0.9],
    ['a list of UUIDs', '919108f7-52d1-4320-9bac-f847db4148a8\n017f22e2-79b0-7cc3-98c4-dc0c0c07398f\n', 0.8],
    ['a ULID', '01ARZ3NDEKTSV4RRFFQ69G5FAV', 0.85],
    ['a lower-case ULID', '01arz3ndektsv4rrffq69g5fav', 0.85],
    ['a list of ULIDs', '01ARZ3NDEKTSV4RRFFQ69G5FAV\n01ARYZ6S41TSV4RRFFQ69G5FAV', 0.75],
  ])('claims %s', (_name, text, expected) => {
    expect(score(text)).toBe(expected);
  });

  it.each([
    ['32 bare hex digits (an MD5 digest too)', '919108f752d143209bacf847db4148a8'],
    ['a UUID inside prose', 'the id is 919108f7-52d1-4320-9bac-f847db4148a8'],
    ['a ULID of a time far off', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'],
    ['26 letters of mixed case', '01ArZ3NDEKTSV4RRFFQ69G5FAV'],
    ['a JSON document', '{\n  "a": 1\n}'],
    ['markup', '<p>Hello</p>'],
    ['nothing', ''],
  ])('claims no %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });
});
