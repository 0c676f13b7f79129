/** CORS response headers (Fetch standard). */
import { originProblem } from './grammar';
import type { FieldContext } from './values-field';

export function checkAllowOrigin(field: FieldContext) {
  const value = field.value;
  if (value === '*') return;
  if (value === 'null') {
    field.report(
      'warning',
      '"null" is the origin of sandboxed frames and local files, which any site can create: never allow it',
      0,
      value.length,
      'cors-origin',
    );
    return;
  }
  if (/[\s,]/.test(value.trim())) {
    field.report(
      'error',
      'Access-Control-Allow-Origin holds one origin (or *): browsers reject a list. Echo the request’s Origin when it is on your list, with Vary: Origin',
      0,
      value.length,
      'cors-origin',
    );
    return;
  }
  const problem = originProblem(value);
  if (problem) field.report('error', `"${value}" is not an origin: ${problem}`, 0, value.length, 'cors-origin');
}

export function checkAllowCredentials(field: FieldContext) {
  if (field.value === 'true') return;
  field.report(
    field.value === 'false' ? 'info' : 'error',
    field.value === 'false'
      ? 'The only meaningful value is "true": to deny credentials, leave the header out'
      : `Access-Control-Allow-Credentials is "true" (lower case) or absent; browsers read "${field.value}" as absent`,
    0,
    field.value.length,
    'cors-credentials',
  );
}
