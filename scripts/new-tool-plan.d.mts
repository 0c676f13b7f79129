export const IMPORTS_MARKER: string;
export const ENTRIES_MARKER: string;
export function camelCase(id: string): string;
export function titleCase(id: string): string;
export function validateToolId(id: string, catalogueSource: string): void;
export function planNewTool(
  id: string,
  catalogueSource: string,
): { files: Record<string, string>; catalogueSource: string };
