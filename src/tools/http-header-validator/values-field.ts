/** The context a value check gets, and the header table's row. */
import type { Severity } from '../../lib/problems';
import type { StructuredType } from './structured';

export type MessageKind = 'request' | 'response';

export interface FieldContext {
  /** The field name as written. */
  name: string;
  value: string;
  kind: MessageKind;
  /** "HTTP/1.1", "HTTP/2"... from the start line; null without one. */
  version: string | null;
  /** Reports a problem in the value, from `start` (in the value) for `length` units (the whole value by default). */
  report: (severity: Severity, message: string, start?: number, length?: number, code?: string) => void;
}

export interface HeaderSpec {
  /** What the field is, for the header table. */
  about: string;
  side: MessageKind | 'both';
  /**
   * How repeats behave: `list` fields combine into one comma-separated value (RFC 9110 §5.3); `single`
   * fields must not repeat; `cookie` is Set-Cookie, which repeats by design and never combines.
   */
  repeat: 'list' | 'single' | 'cookie';
  /** RFC 9651 structured field type, for the fields defined as structured. */
  structured?: StructuredType;
  check?: (field: FieldContext) => void;
}
