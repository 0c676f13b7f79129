import { sampleHead, type Detector } from '../../lib/detect';

/** An operation or a fragment: `query Name(`, `mutation {`, `fragment X on Y {`. */
const EXECUTABLE =
  /^(?:(?:query|mutation|subscription)(?:\s+[_A-Za-z]\w*)?\s*[({@]|fragment\s+[_A-Za-z]\w*\s+on\s+[_A-Za-z]\w*\s*[{@])/;
/** An anonymous query: `{ hero {` or `{ user(id: 1) {`. */
const SHORTHAND = /^\{\s*[_A-Za-z]\w*(?:\s*\([^)]*\))?\s*\{/;
/** A type-system definition at the start of a line. */
const TYPE_SYSTEM =
  /^(?:extend\s+)?(?:(?:type|interface|input)\s+[_A-Za-z]\w*(?:\s+implements\s+[&\s\w]+)?\s*\{|enum\s+[_A-Za-z]\w*\s*\{|union\s+[_A-Za-z]\w*\s*=|scalar\s+[_A-Za-z]\w*\s*$|schema\s*\{|directive\s+@)/m;
/** A GraphQL field definition: `name: Type`, `name(arg: Int): [Type!]!`. */
const FIELD_DEFINITION = /^\s+[_A-Za-z]\w*(?:\([^)]*\))?\s*:\s*\[*[_A-Za-z]\w*!?\]*!?(?:\s*@\w+.*)?\s*$/m;

/** The text without leading blank lines, comments and descriptions: where a GraphQL document starts. */
function documentStart(text: string): string {
  return text.replace(/^(?:\s+|#[^\n]*|"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*")*/, '');
}

/**
 * A GraphQL operation or schema. TypeScript also has `type X {` and `interface X {`; their members end in
 * `;` or `,` and their types are lower case, so SDL needs a GraphQL field line and no semicolons.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  const start = documentStart(sample);
  if (EXECUTABLE.test(start)) return { score: 0.9 };
  if (SHORTHAND.test(start) && !/[;"]/.test(start.slice(0, 200))) return { score: 0.6 };
  if (TYPE_SYSTEM.test(start) && /^\w/.test(start) && FIELD_DEFINITION.test(sample) && !/;\s*$/m.test(sample))
    return { score: 0.9 };
  if (/^(?:scalar|union|directive|schema)\b/.test(start) && TYPE_SYSTEM.test(start)) return { score: 0.9 };
  return null;
};
