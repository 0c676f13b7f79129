export const IMPORTS_MARKER: string;
export const ENTRIES_MARKER: string;
export const DETECTION_TEST_PATH: string;
export function camelCase(id: string): string;
export function titleCase(id: string): string;
export function validateToolId(id: string, catalogueSource: string): void;
export function detectionTestLines(id: string, detectionTestSource?: string): { importLine: string; row: string };
export function addDetectionSample(id: string, detectionTestSource: string): string | null;
export function planNewTool(
  id: string,
  catalogueSource: string,
  detectionTestSource?: string,
): { files: Record<string, string>; catalogueSource: string; detectionTestSource: string | null };
