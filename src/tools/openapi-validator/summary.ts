/** What the document describes, for the summary under the problems: info, servers, operations by tag, counts. */
import type { Operation } from './rules';
import { isObject } from './rules';
import type { SpecVersion } from './schema-check';

export interface ServerSummary {
  url: string;
  description: string;
}

export interface TagGroup {
  tag: string;
  description: string;
  operations: Operation[];
}

export interface OpenApiSummary {
  version: SpecVersion;
  /** As the document writes it: "3.1.0", "2.0". */
  versionText: string;
  title: string;
  apiVersion: string;
  description: string;
  servers: ServerSummary[];
  /** For 2.0: host, basePath and schemes, as written. */
  host: string;
  basePath: string;
  schemes: string[];
  counts: { paths: number; operations: number; schemas: number; webhooks: number; refs: number };
  groups: TagGroup[];
  /** Operations left out of the groups, past the limit. */
  operationsNotShown: number;
}

/** A huge document's table would not help anyone; the counts stay exact. */
const MAX_OPERATIONS_SHOWN = 2000;
const MAX_DESCRIPTION = 2000;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

function countKeys(value: unknown): number {
  return isObject(value) ? Object.keys(value).filter((key) => !key.startsWith('x-')).length : 0;
}

function servers(document: Record<string, unknown>): ServerSummary[] {
  const list = document['servers'];
  if (!Array.isArray(list)) return [];
  return list
    .filter(isObject)
    .map((server) => ({ url: text(server['url']), description: text(server['description']) }));
}

export const UNTAGGED = '(no tag)';

export function summarize(
  document: Record<string, unknown>,
  version: SpecVersion,
  operations: readonly Operation[],
  refCount: number,
): OpenApiSummary {
  const info = isObject(document['info']) ? document['info'] : {};
  const description = text(info['description']);
  const tagDescriptions = new Map<string, string>();
  if (Array.isArray(document['tags'])) {
    for (const tag of document['tags']) {
      if (isObject(tag) && typeof tag['name'] === 'string')
        tagDescriptions.set(tag['name'], text(tag['summary']) || text(tag['description']));
    }
  }
  // Groups in the order the document declares its tags, then in the order operations use others.
  const groups = new Map<string, TagGroup>();
  for (const tag of tagDescriptions.keys())
    groups.set(tag, { tag, description: tagDescriptions.get(tag) ?? '', operations: [] });
  let shown = 0;
  for (const operation of operations) {
    if (shown >= MAX_OPERATIONS_SHOWN) break;
    shown += 1;
    for (const tag of operation.tags.length > 0 ? operation.tags : [UNTAGGED]) {
      let group = groups.get(tag);
      if (!group) {
        group = { tag, description: '', operations: [] };
        groups.set(tag, group);
      }
      group.operations.push(operation);
    }
  }
  const components = isObject(document['components']) ? document['components'] : {};
  return {
    version,
    versionText: text(document[version === '2.0' ? 'swagger' : 'openapi']),
    title: text(info['title']),
    apiVersion: text(info['version']),
    description: description.length > MAX_DESCRIPTION ? `${description.slice(0, MAX_DESCRIPTION)}…` : description,
    servers: servers(document),
    host: text(document['host']),
    basePath: text(document['basePath']),
    schemes: Array.isArray(document['schemes']) ? document['schemes'].map(text) : [],
    counts: {
      paths: countKeys(document['paths']),
      operations: operations.filter((operation) => !operation.path.endsWith('(webhook)')).length,
      schemas: countKeys(version === '2.0' ? document['definitions'] : components['schemas']),
      webhooks: countKeys(document['webhooks']),
      refs: refCount,
    },
    groups: [...groups.values()].filter((group) => group.operations.length > 0),
    operationsNotShown: operations.length - shown,
  };
}
