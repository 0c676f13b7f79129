/** Test helpers for the strict JSON readers (`reformatJson`, `parseLosslessJson`), which must agree with `JSON.parse`. */
import fc from 'fast-check';

/** Whether `JSON.parse` accepts the text: the reference the readers are checked against. */
export function acceptedByJsonParse(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * JSON text (from `fc.json()`) with one to three small edits: up to two characters removed and up to two
 * inserted, taken from `alphabet`, at random places. Mostly invalid JSON, sometimes still valid, and close to
 * valid either way: what a strict parser must tell apart exactly as `JSON.parse` does.
 */
export function mutatedJson(alphabet: string): fc.Arbitrary<string> {
  const mutation = fc.record({
    at: fc.nat(),
    remove: fc.nat({ max: 2 }),
    insert: fc.string({ unit: fc.constantFrom(...alphabet.split('')), maxLength: 2 }),
  });
  return fc.tuple(fc.json(), fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([json, mutations]) => {
    let input = json;
    for (const { at, remove, insert } of mutations) {
      const index = at % (input.length + 1);
      input = input.slice(0, index) + insert + input.slice(index + remove);
    }
    return input;
  });
}
