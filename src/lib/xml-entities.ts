/**
 * The entities an XML document declares in its DOCTYPE, and how far they would expand, measured before any
 * parser expands them. A few hundred characters of declarations can expand to gigabytes: nested entities
 * (the "billion laughs": ten references to ten references to ...) or one large entity used many times
 * (quadratic blowup). Parsers differ in what they allow (libxml2 in one Chromium build stops at an
 * amplification factor, in another it does not; fast-xml-parser never expands nested entities), so a tool
 * measures the expansion here, the same way in every engine, and refuses a document past ENTITY_LIMITS before
 * a parser sees it.
 *
 * The measure is an upper bound, computed in one pass over the text: each entity's expanded length is its
 * replacement text plus the expanded length of each entity it references, and a reference in the document
 * adds that length. Attribute defaults in an ATTLIST count once for each start tag of their element.
 */
import { formatCount } from './format';

/** Limits on entities declared in a DOCTYPE, so a hostile document cannot blow up in size. */
export const ENTITY_LIMITS = {
  /** Characters in one entity's replacement text. */
  maxEntitySize: 10_000,
  /** Entities declared. */
  maxEntityCount: 1_000,
  /** References expanded in all, nested ones included. */
  maxTotalExpansions: 100_000,
  /** Characters the expansion adds in all. */
  maxExpandedLength: 1_000_000,
};

export type EntityLimits = typeof ENTITY_LIMITS;

/** Where the DOCTYPE declaration is, and its internal subset (the text between `[` and `]`), if it has one. */
export interface Doctype {
  from: number;
  to: number;
  subset: { from: number; to: number } | null;
}

const PROLOG_SPACE = /[\s\uFEFF]*/y;

/**
 * The DOCTYPE, found where XML allows it: after the XML declaration, comments, processing instructions and
 * white space, before the root element. A `<!DOCTYPE` in a comment before the real one is not taken for it.
 */
export function findDoctype(text: string): Doctype | null {
  let position = 0;
  for (;;) {
    PROLOG_SPACE.lastIndex = position;
    PROLOG_SPACE.exec(text);
    position = PROLOG_SPACE.lastIndex;
    if (text.startsWith('<!--', position)) position = skipPast(text, '-->', position + 4);
    else if (text.startsWith('<?', position)) position = skipPast(text, '?>', position + 2);
    else if (text.startsWith('<!DOCTYPE', position)) return readDoctype(text, position);
    else return null;
    if (position >= text.length) return null;
  }
}

function skipPast(text: string, terminator: string, from: number): number {
  const at = text.indexOf(terminator, from);
  return at < 0 ? text.length : at + terminator.length;
}

/** The DOCTYPE starting at `from`: quotes are skipped, and so are comments, PIs and quotes inside the subset. */
function readDoctype(text: string, from: number): Doctype {
  let subsetFrom = -1;
  for (let position = from + 9; position < text.length; position += 1) {
    const character = text[position]!;
    if (character === '"' || character === "'") position = skipPast(text, character, position + 1) - 1;
    else if (subsetFrom < 0) {
      if (character === '[') subsetFrom = position + 1;
      else if (character === '>') return { from, to: position + 1, subset: null };
    } else if (text.startsWith('<!--', position)) position = skipPast(text, '-->', position + 4) - 1;
    else if (text.startsWith('<?', position)) position = skipPast(text, '?>', position + 2) - 1;
    else if (character === ']') {
      const close = text.indexOf('>', position);
      return { from, to: close < 0 ? text.length : close + 1, subset: { from: subsetFrom, to: position } };
    }
  }
  return { from, to: text.length, subset: subsetFrom < 0 ? null : { from: subsetFrom, to: text.length } };
}

export interface EntityDeclaration {
  name: string;
  /** The replacement text (character references decoded, as the declaration does); null for an external entity. */
  value: string | null;
  /** Where the `<!ENTITY` is, and how long the declaration. */
  offset: number;
  length: number;
}

/** An attribute default an ATTLIST gives an element, which every start tag of that element receives. */
export interface AttributeDefault {
  element: string;
  value: string;
  offset: number;
}

export interface InternalSubset {
  /** General entities by name; the first declaration of a name is the one that counts, as XML says. */
  entities: Map<string, EntityDeclaration>;
  /** How many general entities are declared, repeats included, and where the one past the count limit is. */
  declared: number;
  attributeDefaults: AttributeDefault[];
  /** The first parameter entity reference (`%name;`), which could declare more entities. */
  parameterReference: { name: string; offset: number } | null;
}

const ENTITY_DECLARATION = /<!ENTITY\s+(%\s+)?([^\s%"'>]+)\s+(?:"([^"]*)"|'([^']*)'|(SYSTEM|PUBLIC)\b)[^>]*>/y;
const ATTLIST_DECLARATION = /<!ATTLIST\s+([^\s>]+)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const OTHER_DECLARATION = /<!(?:ELEMENT|NOTATION)(?:[^>"']|"[^"]*"|'[^']*')*>/y;
const PARAMETER_REFERENCE = /%([^\s%;<>"']+);/y;
const QUOTED = /"([^"]*)"|'([^']*)'/g;
const CHARACTER_REFERENCE = /&#(?:x([0-9a-fA-F]+)|([0-9]+));/g;

/** A literal as its declaration stores it: character references are replaced, entity references are kept. */
function decodeCharacterReferences(literal: string): string {
  return literal.replace(CHARACTER_REFERENCE, (whole, hex: string | undefined, decimal: string | undefined) => {
    const code = hex ? parseInt(hex, 16) : Number(decimal);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The declarations of an internal subset, read in order; comments and PIs in it are skipped. */
export function readInternalSubset(text: string, subset: { from: number; to: number }): InternalSubset {
  const read: InternalSubset = { entities: new Map(), declared: 0, attributeDefaults: [], parameterReference: null };
  let position = subset.from;
  const at = (pattern: RegExp) => {
    pattern.lastIndex = position;
    const match = pattern.exec(text);
    return match && pattern.lastIndex <= subset.to ? match : null;
  };
  while (position < subset.to) {
    const character = text[position]!;
    if (text.startsWith('<!--', position)) {
      position = skipPast(text, '-->', position + 4);
      continue;
    }
    if (text.startsWith('<?', position)) {
      position = skipPast(text, '?>', position + 2);
      continue;
    }
    const entity = at(ENTITY_DECLARATION);
    if (entity) {
      const [whole, parameter, name, doubleQuoted, singleQuoted] = entity;
      if (!parameter) {
        read.declared += 1;
        if (!read.entities.has(name!)) {
          const literal = doubleQuoted ?? singleQuoted;
          read.entities.set(name!, {
            name: name!,
            value: literal === undefined ? null : decodeCharacterReferences(literal),
            offset: position,
            length: whole.length,
          });
        }
      }
      position += whole.length;
      continue;
    }
    const attlist = at(ATTLIST_DECLARATION);
    if (attlist) {
      for (const [, doubleQuoted, singleQuoted] of attlist[2]!.matchAll(QUOTED)) {
        const value = doubleQuoted ?? singleQuoted ?? '';
        if (value.includes('&')) read.attributeDefaults.push({ element: attlist[1]!, value, offset: position });
      }
      position += attlist[0].length;
      continue;
    }
    const other = at(OTHER_DECLARATION);
    if (other) {
      position += other[0].length;
      continue;
    }
    if (character === '%') {
      const reference = at(PARAMETER_REFERENCE);
      if (reference && !read.parameterReference) read.parameterReference = { name: reference[1]!, offset: position };
    }
    // White space, or something a parser will refuse: step over it.
    position += 1;
  }
  return read;
}

const PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
/** A general entity reference (`&name;`); character references (`&#…;`) start with # and are one character. */
const REFERENCE = /&([^\s&;<>"'#%]+);/g;
const START_TAG = /<([^\s/>!?]+)/g;
/** In the document: what is not expanded (comments, CDATA, PIs), references, and start tags. */
const DOCUMENT_PART =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<\?[\s\S]*?(?:\?>|$)|&([^\s&;<>"'#%]+);|<([^\s/>!?]+)/g;

/** What expanding one thing (an entity, an element's attribute defaults) costs: references and characters. */
interface Cost {
  expansions: number;
  length: number;
}

export type EntityRefusalReason = 'loop' | 'parameter' | 'count' | 'size' | 'expansions' | 'length';

export interface EntityRefusal {
  reason: EntityRefusalReason;
  /** Why, in words, with the numbers ("... would expand to 1,000,000,000 characters ..., past the limit of 1,000,000"). */
  message: string;
  /** The place to point at: the reference that passes a limit, or the declaration at fault. */
  offset: number;
  length: number;
}

export interface EntityExpansion {
  /** General entities declared in the DOCTYPE. */
  declared: number;
  /** References that would be expanded, nested ones included (an upper bound). */
  expansions: number;
  /** Characters the expansion would add (an upper bound). */
  expandedLength: number;
  /** The first limit passed, or null when the document is within all of them. */
  refusal: EntityRefusal | null;
}

class EntityLoop extends Error {
  constructor(readonly names: string[]) {
    super('entity loop');
  }
}

/** A cost, kept finite: a few nested levels of references pass any number a double counts exactly. */
const capped = (value: number) => Math.min(value, Number.MAX_SAFE_INTEGER);

/**
 * How far the entities of `text`'s DOCTYPE would expand it, and the first of `limits` the document passes.
 * Linear in the size of the text. A document without a DOCTYPE, or whose DOCTYPE declares no entities, costs
 * one short scan of its prolog.
 */
export function measureEntityExpansion(text: string, limits: EntityLimits = ENTITY_LIMITS): EntityExpansion {
  const none: EntityExpansion = { declared: 0, expansions: 0, expandedLength: 0, refusal: null };
  const doctype = findDoctype(text);
  if (!doctype?.subset) return none;
  const subset = readInternalSubset(text, doctype.subset);
  if (subset.parameterReference) {
    const { name, offset } = subset.parameterReference;
    return {
      ...none,
      refusal: {
        reason: 'parameter',
        message: `Parameter entities (\`%${name};\`) in the DOCTYPE are not supported: they can declare entities that cannot be measured before parsing`,
        offset,
        length: name.length + 2,
      },
    };
  }
  if (subset.entities.size === 0) return none;
  // Checked before anything is expanded: it also bounds how deep a chain of references can go below.
  if (subset.declared > limits.maxEntityCount) {
    const declarations = [...subset.entities.values()];
    const past = declarations[limits.maxEntityCount] ?? declarations.at(-1)!;
    return {
      ...none,
      declared: subset.declared,
      refusal: {
        reason: 'count',
        message: `The DOCTYPE declares ${formatCount(subset.declared)} entities, past the limit of ${formatCount(limits.maxEntityCount)}`,
        offset: past.offset,
        length: past.length,
      },
    };
  }

  const defaultsOf = new Map<string, string[]>();
  for (const { element, value } of subset.attributeDefaults) {
    const list = defaultsOf.get(element);
    if (list) list.push(value);
    else defaultsOf.set(element, [value]);
  }

  const costs = new Map<string, Cost>();
  const visiting: string[] = [];
  // Keys: `&name` for an entity, `<name` for an element's attribute defaults.
  const costOf = (key: string): Cost => {
    const known = costs.get(key);
    if (known) return known;
    if (visiting.includes(key)) throw new EntityLoop([...visiting.slice(visiting.indexOf(key)), key]);
    visiting.push(key);
    const cost: Cost = { expansions: 0, length: 0 };
    const add = (reference: string) => {
      const inner = costOf(reference);
      cost.expansions = capped(cost.expansions + inner.expansions + (reference.startsWith('&') ? 1 : 0));
      cost.length = capped(cost.length + inner.length);
    };
    const texts = key.startsWith('&')
      ? [subset.entities.get(key.slice(1))?.value ?? '']
      : (defaultsOf.get(key.slice(1)) ?? []);
    for (const value of texts) {
      cost.length = capped(cost.length + value.length);
      for (const [, name] of value.matchAll(REFERENCE))
        if (!PREDEFINED.has(name!) && subset.entities.has(name!)) add(`&${name!}`);
      // An entity's markup can hold start tags that receive attribute defaults.
      if (key.startsWith('&') && defaultsOf.size > 0)
        for (const [, element] of value.matchAll(START_TAG)) if (defaultsOf.has(element!)) add(`<${element!}`);
    }
    visiting.pop();
    costs.set(key, cost);
    return cost;
  };

  const total: Cost = { expansions: 0, length: 0 };
  /** The reference or start tag where the running total first passed a limit. */
  let passedAt: { offset: number; length: number; reason: 'expansions' | 'length' } | null = null;
  /** How much each entity referenced in the document contributes, to name the largest. */
  const uses = new Map<string, number>();
  DOCUMENT_PART.lastIndex = doctype.to;
  try {
    for (let part = DOCUMENT_PART.exec(text); part; part = DOCUMENT_PART.exec(text)) {
      const [whole, name, element] = part;
      let cost: Cost;
      if (name !== undefined && !PREDEFINED.has(name) && subset.entities.has(name)) {
        const inner = costOf(`&${name}`);
        cost = { expansions: inner.expansions + 1, length: inner.length };
        uses.set(name, (uses.get(name) ?? 0) + 1);
      } else if (element !== undefined && defaultsOf.has(element)) cost = costOf(`<${element}`);
      else continue;
      total.expansions = capped(total.expansions + cost.expansions);
      total.length = capped(total.length + cost.length);
      if (!passedAt) {
        if (total.length > limits.maxExpandedLength)
          passedAt = { offset: part.index, length: whole.length, reason: 'length' };
        else if (total.expansions > limits.maxTotalExpansions)
          passedAt = { offset: part.index, length: whole.length, reason: 'expansions' };
      }
    }
    // Entities the document does not use can still loop; a parser refuses the loop when it reads them.
    for (const name of subset.entities.keys()) costOf(`&${name}`);
  } catch (error) {
    if (!(error instanceof EntityLoop)) throw error;
    const first = subset.entities.get(error.names[0]!.slice(1))!;
    const names = error.names.map((key) => `\`${key};\``).join(' → ');
    return {
      ...none,
      declared: subset.declared,
      refusal: {
        reason: 'loop',
        message: `The entity \`${error.names[0]!};\` refers to itself (${names}), so it never ends`,
        offset: first.offset,
        length: first.length,
      },
    };
  }

  const measured: EntityExpansion = {
    declared: subset.declared,
    expansions: total.expansions,
    expandedLength: total.length,
    refusal: null,
  };
  if (passedAt) {
    measured.refusal = {
      reason: passedAt.reason,
      message:
        passedAt.reason === 'length'
          ? `The entities declared in the DOCTYPE would expand to ${amount(total.length)} characters${largestUse(uses, costs)}, past the limit of ${formatCount(limits.maxExpandedLength)}`
          : `The entities declared in the DOCTYPE would be expanded ${amount(total.expansions)} times, nested references included${largestUse(uses, costs)}, past the limit of ${formatCount(limits.maxTotalExpansions)}`,
      offset: passedAt.offset,
      length: passedAt.length,
    };
    return measured;
  }
  for (const entity of subset.entities.values())
    if (entity.value !== null && entity.value.length > limits.maxEntitySize) {
      measured.refusal = {
        reason: 'size',
        message: `The entity \`&${entity.name};\` holds ${formatCount(entity.value.length)} characters, past the limit of ${formatCount(limits.maxEntitySize)} for one entity`,
        offset: entity.offset,
        length: entity.length,
      };
      return measured;
    }
  return measured;
}

/** A count for a message; past 10^15 the digits say nothing more. */
function amount(count: number): string {
  return count >= 1e15 ? 'more than 10^15' : formatCount(count);
}

/** "(`&e;` 20,000 times, 50,000 characters each)": the entity whose uses add the most. */
function largestUse(uses: ReadonlyMap<string, number>, costs: ReadonlyMap<string, Cost>): string {
  let largest: { name: string; count: number; length: number } | null = null;
  for (const [name, count] of uses) {
    const length = costs.get(`&${name}`)?.length ?? 0;
    if (!largest || count * length > largest.count * largest.length) largest = { name, count, length };
  }
  if (!largest) return '';
  const times = largest.count === 1 ? 'once' : `${formatCount(largest.count)} times`;
  const each = largest.count === 1 ? '' : ' each';
  return ` (\`&${largest.name};\` ${times}, ${amount(largest.length)} characters${each})`;
}
