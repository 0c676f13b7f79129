/**
 * The value checks of the well-known header fields: each says what is wrong with a value and why, citing
 * the specification that defines the field. The checks live in values-*.ts, one module per family of fields;
 * values-table.ts names the check of each field.
 */
export type { FieldContext, HeaderSpec, MessageKind } from './values-field';
export { HEADERS } from './values-table';
export { checkHttpDate } from './grammar';
