import { parseDictionary, parseItem, parseList } from 'structured-headers';

export type StructuredType = 'item' | 'list' | 'dictionary';

export type StructuredParse =
  | {
      ok: true;
      value: ReturnType<typeof parseDictionary> | ReturnType<typeof parseList> | ReturnType<typeof parseItem>;
    }
  | { ok: false; message: string; offset: number };

const POSITION = /^Parse error: (.*) at offset (\d+)$/s;

/**
 * Parses a field value as an RFC 9651 structured field of the given type. A parse error carries the offset
 * in the value where the parser stopped (structured-headers says it only in its message).
 */
export function parseStructured(value: string, type: StructuredType): StructuredParse {
  try {
    const parsed = type === 'item' ? parseItem(value) : type === 'list' ? parseList(value) : parseDictionary(value);
    return { ok: true, value: parsed };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const match = POSITION.exec(text);
    const offset = match ? Math.min(Number(match[2]), value.length) : 0;
    return { ok: false, message: match ? match[1]! : text, offset };
  }
}
