/**
 * The checks the official schemas cannot make, as Swagger Editor and Spectral make them: `$ref`s that
 * point at nothing, operationIds used twice, path templates and their parameters, security requirements
 * naming no scheme, server URLs and their variables, components nothing uses, paths that are the same path.
 * One walk over the paths collects the operations for the summary too.
 */
import { escapePointerSegment, pointerSegments } from '../../lib/json-pointer';
import { quotedPlace, sentence, type Finding } from './findings';
import type { SpecVersion } from './schema-check';

type JsonObject = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  summary: string;
  tags: string[];
  deprecated: boolean;
  /** Where it is, for a click in the table. */
  pointer: string;
  /** Its method's key in the source, once placed. */
  at?: { offset: number; length: number; line: number };
}

export interface RuleResult {
  findings: Finding[];
  operations: Operation[];
  /** `$ref`s to other documents, which are not read (nothing is fetched). */
  externalRefs: string[];
  /** How many `$ref`s there are, resolved or not. */
  refCount: number;
}

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const child = (pointer: string, key: string | number) => `${pointer}/${escapePointerSegment(String(key))}`;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The value at a JSON Pointer, or undefined. */
function valueAt(document: unknown, pointer: string): unknown {
  let node = document;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isObject(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return undefined;
  }
  return node;
}

/** The pointer a local `$ref` names (`#/components/schemas/Pet` → `/components/schemas/Pet`), or null. */
function localTarget(ref: string): string | null {
  if (!ref.startsWith('#/') && ref !== '#') return null;
  try {
    return decodeURIComponent(ref.slice(1));
  } catch {
    return ref.slice(1);
  }
}

/** Keys whose values are example data, where a `$ref` key is data rather than a reference. */
const DATA_KEYS = new Set(['example', 'default', 'enum', 'const', 'x-example', 'examples']);

const MAX_EXTERNAL_REFS = 100;

class RuleContext {
  readonly findings: Finding[] = [];
  constructor(
    readonly document: JsonObject,
    readonly version: SpecVersion,
  ) {}

  add(severity: Finding['severity'], code: string, pointer: string, message: string, target?: Finding['target']) {
    this.findings.push({ severity, code, pointer, message, ...(target ? { target } : {}) });
  }

  /** Follows local `$ref`s (a few hops at most) to the object they name, with its pointer. */
  resolve(value: unknown, pointer: string): { value: unknown; pointer: string } {
    let current = { value, pointer };
    for (let hop = 0; hop < 8 && isObject(current.value) && typeof current.value['$ref'] === 'string'; hop += 1) {
      const target = localTarget(current.value['$ref']);
      if (target === null) return current;
      const next = valueAt(this.document, target);
      if (next === undefined) return current;
      current = { value: next, pointer: target };
    }
    return current;
  }
}

/** Every `$ref`: the local ones must point at something; the others are listed as not checked. */
function checkReferences(context: RuleContext): { used: Set<string>; external: string[]; count: number } {
  const used = new Set<string>();
  const external = new Set<string>();
  let count = 0;
  const pending: { value: unknown; pointer: string; key: string; parentKey: string }[] = [
    { value: context.document, pointer: '', key: '', parentKey: '' },
  ];
  while (pending.length > 0) {
    const { value, pointer, key, parentKey } = pending.pop()!;
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1)
        pending.push({ value: value[index], pointer: child(pointer, index), key: String(index), parentKey: key });
      continue;
    }
    if (!isObject(value)) continue;
    const ref = value['$ref'];
    if (typeof ref === 'string') {
      count += 1;
      const target = localTarget(ref);
      if (target !== null) {
        used.add(target);
        if (valueAt(context.document, target) === undefined) {
          context.add(
            'error',
            'unresolved-ref',
            child(pointer, '$ref'),
            `\`$ref\` \`${ref}\` points at nothing: the document has no ${target === '' ? 'root' : quotedPlace(target, context.document)}`,
          );
        }
      } else if (!ref.startsWith('#')) {
        const documentName = ref.split('#')[0]!;
        if (!external.has(documentName) && external.size < MAX_EXTERNAL_REFS) {
          external.add(documentName);
          context.add(
            'info',
            'external-ref',
            child(pointer, '$ref'),
            `\`$ref\` \`${ref}\` points into another document, which is not checked: nothing is fetched`,
          );
        }
      }
    }
    // Pushed last to first, so the walk meets them in document order.
    const entries = Object.entries(value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [name, item] = entries[index]!;
      // `default` is data in a schema, but the fallback response in `responses`.
      const isData =
        (DATA_KEYS.has(name) && !(name === 'default' && key === 'responses')) ||
        // The value of an Example object is data, as are 2.0's and a 3.1 schema's examples.
        (name === 'value' && parentKey === 'examples') ||
        name.startsWith('x-');
      if (isData && !(name === 'examples' && context.version !== '2.0' && isObject(item))) continue;
      pending.push({ value: item, pointer: child(pointer, name), key: name, parentKey: key });
    }
  }
  return { used, external: [...external], count };
}

/** Component sections a `$ref` can use; security schemes are named by security requirements instead. */
function componentSections(context: RuleContext): { pointer: string; label: string }[] {
  const { document } = context;
  if (context.version === '2.0') {
    return ['definitions', 'parameters', 'responses'].map((section) => ({
      pointer: child('', section),
      label: section,
    }));
  }
  const components = document['components'];
  if (!isObject(components)) return [];
  return Object.keys(components)
    .filter((section) => section !== 'securitySchemes' && !section.startsWith('x-'))
    .map((section) => ({ pointer: child('/components', section), label: `components.${section}` }));
}

function checkUnusedComponents(context: RuleContext, used: ReadonlySet<string>): void {
  const usedComponents = new Set<string>();
  for (const target of used) {
    const segments = pointerSegments(target);
    const depth = context.version === '2.0' ? 2 : 3;
    if (segments.length >= depth)
      usedComponents.add(
        segments
          .slice(0, depth)
          .map((s) => `/${escapePointerSegment(s)}`)
          .join(''),
      );
  }
  for (const { pointer, label } of componentSections(context)) {
    const section = valueAt(context.document, pointer);
    if (!isObject(section)) continue;
    for (const name of Object.keys(section)) {
      if (name.startsWith('x-')) continue;
      const componentPointer = child(pointer, name);
      if (usedComponents.has(componentPointer)) continue;
      context.add(
        'warning',
        'unused-component',
        componentPointer,
        `\`${label}.${name}\` is never used: no \`$ref\` points at it (remove it, or reference it where it belongs)`,
        'key',
      );
    }
  }
}

interface Parameter {
  name: string;
  in: string;
  pointer: string;
}

function parametersOf(context: RuleContext, list: unknown, pointer: string): Parameter[] {
  if (!Array.isArray(list)) return [];
  const parameters: Parameter[] = [];
  list.forEach((item, index) => {
    const resolved = context.resolve(item, child(pointer, index));
    if (!isObject(resolved.value)) return;
    const { name, in: location } = resolved.value;
    if (typeof name === 'string' && typeof location === 'string') {
      // A parameter reached through a $ref is reported where it is used.
      parameters.push({ name, in: location, pointer: child(pointer, index) });
    }
  });
  return parameters;
}

function checkDuplicateParameters(context: RuleContext, parameters: readonly Parameter[], owner: string): void {
  const seen = new Set<string>();
  for (const parameter of parameters) {
    const key = `${parameter.in}\u0000${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
    if (seen.has(key)) {
      context.add(
        'error',
        'duplicate-parameter',
        parameter.pointer,
        `${sentence(owner)} declares the ${parameter.in} parameter \`${parameter.name}\` twice: a parameter is identified by its name and location`,
      );
    }
    seen.add(key);
  }
}

const TEMPLATE_VARIABLE = /\{([^{}]*)\}/g;

function templateVariables(template: string): string[] {
  return Array.from(template.matchAll(TEMPLATE_VARIABLE), (match) => match[1]!);
}

function checkPathTemplate(
  context: RuleContext,
  path: string,
  pointer: string,
  equivalents: Map<string, string>,
): string[] {
  const variables = templateVariables(path);
  const stripped = path.replace(TEMPLATE_VARIABLE, '');
  if (/[{}]/.test(stripped)) {
    context.add(
      'error',
      'path-template',
      pointer,
      `Path \`${path}\` has an unbalanced \`{\` or \`}\`: write each parameter as \`{name}\``,
      'key',
    );
  }
  if (path.includes('?')) {
    context.add(
      'error',
      'path-query',
      pointer,
      `Path \`${path}\` has a query string: declare query parameters with \`in: query\` instead`,
      'key',
    );
  }
  const repeated = variables.filter((name, index) => variables.indexOf(name) !== index);
  for (const name of new Set(repeated)) {
    context.add(
      'error',
      'path-template',
      pointer,
      `Path \`${path}\` uses \`{${name}}\` twice: each path parameter can appear once`,
      'key',
    );
  }
  if (variables.includes(''))
    context.add('error', 'path-template', pointer, `Path \`${path}\` has an empty \`{}\``, 'key');
  const shape = path.replace(TEMPLATE_VARIABLE, '{}');
  const first = equivalents.get(shape);
  if (first === undefined) equivalents.set(shape, path);
  else {
    context.add(
      'error',
      'equivalent-paths',
      pointer,
      `Path \`${path}\` is the same path as \`${first}\`: paths that differ only in their parameter names cannot be told apart`,
      'key',
    );
  }
  return variables;
}

function checkPathParameters(
  context: RuleContext,
  label: string,
  operationPointer: string,
  variables: readonly string[],
  parameters: readonly Parameter[],
): void {
  const declared = new Set(
    parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
  );
  for (const name of new Set(variables)) {
    if (name === '' || declared.has(name)) continue;
    context.add(
      'error',
      'missing-path-parameter',
      operationPointer,
      `\`${label}\` has \`{${name}}\` in its path but no parameter \`${name}\` with \`in: path\`: declare it (with \`required: true\`)`,
      'key',
    );
  }
}

function checkUnusedPathParameters(
  context: RuleContext,
  path: string,
  variables: readonly string[],
  parameters: readonly Parameter[],
) {
  for (const parameter of parameters) {
    if (parameter.in !== 'path' || variables.includes(parameter.name)) continue;
    context.add(
      'error',
      'unused-path-parameter',
      child(parameter.pointer, 'name'),
      `Path parameter \`${parameter.name}\` is not in the path \`${path}\`: add \`{${parameter.name}}\` to the path, or remove the parameter`,
    );
  }
}

function securitySchemeNames(context: RuleContext): Set<string> {
  const schemes =
    context.version === '2.0'
      ? context.document['securityDefinitions']
      : isObject(context.document['components'])
        ? context.document['components']['securitySchemes']
        : undefined;
  return new Set(isObject(schemes) ? Object.keys(schemes) : []);
}

function checkSecurity(context: RuleContext, security: unknown, pointer: string, schemes: ReadonlySet<string>): void {
  if (!Array.isArray(security)) return;
  const where = context.version === '2.0' ? '`securityDefinitions`' : '`components.securitySchemes`';
  security.forEach((requirement, index) => {
    if (!isObject(requirement)) return;
    for (const name of Object.keys(requirement)) {
      if (schemes.has(name)) continue;
      // OpenAPI 3.2 also lets a requirement name a scheme by URI, which may be in another document.
      if (context.version === '3.2' && /[/#:]/.test(name)) continue;
      context.add(
        'error',
        'undefined-security-scheme',
        child(child(pointer, index), name),
        `Security requirement \`${name}\` names no security scheme: define it in ${where}`,
        'key',
      );
    }
  });
}

function checkServers(context: RuleContext, servers: unknown, pointer: string): void {
  if (!Array.isArray(servers)) return;
  servers.forEach((server, index) => {
    const serverPointer = child(pointer, index);
    if (!isObject(server) || typeof server['url'] !== 'string') return;
    const url = server['url'];
    const urlPointer = child(serverPointer, 'url');
    const variables = isObject(server['variables']) ? server['variables'] : {};
    const used = templateVariables(url);
    if (/[{}]/.test(url.replace(TEMPLATE_VARIABLE, ''))) {
      context.add(
        'error',
        'invalid-server-url',
        urlPointer,
        `Server URL \`${url}\` has an unbalanced \`{\` or \`}\`: write each variable as \`{name}\``,
      );
      return;
    }
    for (const name of new Set(used)) {
      if (Object.hasOwn(variables, name)) continue;
      context.add(
        'error',
        'undefined-server-variable',
        urlPointer,
        `Server URL \`${url}\` uses \`{${name}}\`, which is not in its \`variables\`: define it with a \`default\``,
      );
    }
    for (const [name, variable] of Object.entries(variables)) {
      const variablePointer = child(child(serverPointer, 'variables'), name);
      if (!used.includes(name)) {
        context.add(
          'warning',
          'unused-server-variable',
          variablePointer,
          `Server variable \`${name}\` is not used in the URL \`${url}\``,
          'key',
        );
      }
      if (!isObject(variable)) continue;
      const { enum: values, default: fallback } = variable;
      if (Array.isArray(values) && fallback !== undefined && !values.includes(fallback)) {
        context.add(
          'error',
          'server-variable-default',
          child(variablePointer, 'default'),
          `The default \`${String(fallback)}\` of server variable \`${name}\` is not in its \`enum\` (${values.map((v) => `\`${String(v)}\``).join(', ')})`,
        );
      }
    }
    const example = url.replace(TEMPLATE_VARIABLE, (_match, name: string) => {
      const variable = variables[name];
      return isObject(variable) && typeof variable['default'] === 'string' ? variable['default'] : 'x';
    });
    let valid = !/\s/.test(example);
    if (valid) {
      try {
        new URL(example, 'https://server.invalid/');
      } catch {
        valid = false;
      }
    }
    if (!valid) {
      context.add(
        'error',
        'invalid-server-url',
        urlPointer,
        `Server URL \`${url}\` is not a valid URL${used.length > 0 ? ` (with its variables' defaults: \`${example}\`)` : ''}`,
      );
    }
  });
}

function checkSwagger2Parameters(
  context: RuleContext,
  label: string,
  operationPointer: string,
  parameters: readonly Parameter[],
) {
  const bodies = parameters.filter((parameter) => parameter.in === 'body');
  if (bodies.length > 1) {
    context.add(
      'error',
      'body-parameters',
      bodies[1]!.pointer,
      `\`${label}\` has ${bodies.length} body parameters: an operation can have at most one`,
    );
  }
  if (bodies.length > 0 && parameters.some((parameter) => parameter.in === 'formData')) {
    context.add(
      'error',
      'body-parameters',
      operationPointer,
      `\`${label}\` has both a body parameter and formData parameters: the body is either JSON (body) or a form (formData), not both`,
      'key',
    );
  }
}

function checkResponses(context: RuleContext, operation: JsonObject, operationPointer: string, label: string): void {
  const responses = context.resolve(operation['responses'], child(operationPointer, 'responses')).value;
  if (responses === undefined) {
    // 2.0 and 3.0 require them, which the schema reports; 3.1 made them optional.
    if (context.version === '3.1' || context.version === '3.2') {
      context.add(
        'warning',
        'no-responses',
        operationPointer,
        `\`${label}\` declares no responses: say at least what a success returns`,
        'key',
      );
    }
    return;
  }
  if (!isObject(responses)) return;
  const codes = Object.keys(responses).filter((code) => !code.startsWith('x-'));
  if (codes.length === 0) return;
  if (!codes.some((code) => code === 'default' || /^[123]/.test(code))) {
    context.add(
      'warning',
      'no-success-response',
      child(operationPointer, 'responses'),
      `\`${label}\` has no success response (2XX, 3XX or \`default\`): clients cannot tell what success looks like`,
      'key',
    );
  }
}

interface PathsWalk {
  operations: Operation[];
}

function operationsOf(pathItem: JsonObject, version: SpecVersion): [string, unknown, string][] {
  const methods = version === '3.2' ? [...METHODS, 'query'] : METHODS;
  const found: [string, unknown, string][] = methods
    .filter((method) => Object.hasOwn(pathItem, method))
    .map((method) => [method, pathItem[method], method]);
  const additional = pathItem['additionalOperations'];
  if (version === '3.2' && isObject(additional)) {
    for (const [method, operation] of Object.entries(additional))
      found.push([method, operation, `additionalOperations/${escapePointerSegment(method)}`]);
  }
  return found;
}

function walkPaths(context: RuleContext, schemes: ReadonlySet<string>): PathsWalk {
  const operations: Operation[] = [];
  const operationIds = new Map<string, string>();
  const equivalents = new Map<string, string>();
  const walkContainer = (containerKey: 'paths' | 'webhooks') => {
    const container = context.document[containerKey];
    if (!isObject(container)) return;
    for (const [path, rawItem] of Object.entries(container)) {
      if (path.startsWith('x-')) continue;
      const itemPointer = child(`/${containerKey}`, path);
      const { value: pathItem, pointer: resolvedPointer } = context.resolve(rawItem, itemPointer);
      if (!isObject(pathItem)) continue;
      const isPath = containerKey === 'paths';
      const variables =
        isPath && path.startsWith('/') ? checkPathTemplate(context, path, itemPointer, equivalents) : [];
      const pathParameters = parametersOf(context, pathItem['parameters'], child(resolvedPointer, 'parameters'));
      checkDuplicateParameters(context, pathParameters, `path \`${path}\``);
      if (isPath) checkUnusedPathParameters(context, path, variables, pathParameters);
      if (context.version !== '2.0') checkServers(context, pathItem['servers'], child(resolvedPointer, 'servers'));
      for (const [method, rawOperation, key] of operationsOf(pathItem, context.version)) {
        const operationPointer = `${resolvedPointer}/${key}`;
        if (!isObject(rawOperation)) continue;
        const operation = rawOperation;
        const label = isPath ? `${method.toUpperCase()} ${path}` : `webhook ${path} ${method.toUpperCase()}`;
        const operationParameters = parametersOf(
          context,
          operation['parameters'],
          child(operationPointer, 'parameters'),
        );
        checkDuplicateParameters(context, operationParameters, `\`${label}\``);
        // Operation parameters override path-level ones with the same name and location.
        const overridden = new Set(operationParameters.map((parameter) => `${parameter.in}\u0000${parameter.name}`));
        const effective = [
          ...pathParameters.filter((parameter) => !overridden.has(`${parameter.in}\u0000${parameter.name}`)),
          ...operationParameters,
        ];
        if (isPath) {
          checkPathParameters(context, label, operationPointer, variables, effective);
          checkUnusedPathParameters(context, path, variables, operationParameters);
        }
        if (context.version === '2.0') checkSwagger2Parameters(context, label, operationPointer, effective);
        else checkServers(context, operation['servers'], child(operationPointer, 'servers'));
        checkResponses(context, operation, operationPointer, label);
        checkSecurity(context, operation['security'], child(operationPointer, 'security'), schemes);
        const operationId = typeof operation['operationId'] === 'string' ? operation['operationId'] : '';
        if (operationId !== '') {
          const first = operationIds.get(operationId);
          if (first === undefined) operationIds.set(operationId, label);
          else {
            context.add(
              'error',
              'duplicate-operation-id',
              child(operationPointer, 'operationId'),
              `operationId \`${operationId}\` is also used by \`${first}\`: each operation needs its own (code generators name methods after it)`,
            );
          }
        }
        const tags = Array.isArray(operation['tags'])
          ? operation['tags'].filter((tag): tag is string => typeof tag === 'string')
          : [];
        operations.push({
          method: method.toUpperCase(),
          path: isPath ? path : `${path} (webhook)`,
          operationId,
          summary: typeof operation['summary'] === 'string' ? operation['summary'] : '',
          tags,
          deprecated: operation['deprecated'] === true,
          pointer: operationPointer,
        });
      }
    }
  };
  walkContainer('paths');
  walkContainer('webhooks');
  return { operations };
}

function checkSwagger2Document(context: RuleContext): void {
  const { document } = context;
  if (typeof document['host'] !== 'string') {
    context.add(
      'info',
      'no-host',
      '/swagger',
      'No `host`: the API is taken to be on the host that serves this document',
      'key',
    );
  }
}

function checkOpenApi3Document(context: RuleContext): void {
  checkServers(context, context.document['servers'], '/servers');
}

export function checkRules(document: JsonObject, version: SpecVersion): RuleResult {
  const context = new RuleContext(document, version);
  const schemes = securitySchemeNames(context);
  const references = checkReferences(context);
  checkUnusedComponents(context, references.used);
  if (version === '2.0') checkSwagger2Document(context);
  else checkOpenApi3Document(context);
  checkSecurity(context, document['security'], '/security', schemes);
  const { operations } = walkPaths(context, schemes);
  return { findings: context.findings, operations, externalRefs: references.external, refCount: references.count };
}

export { isObject };
