export type ToolFamily = 'transform' | 'validator' | 'checker' | 'generator' | 'converter' | 'custom';
export interface FamilyPlan {
  category: string;
  primaryAction: string;
  detection: 'featured' | 'contrived';
}
export interface Registration {
  path: string;
  /** The test with the tool added; null when it could not be (see byHand). */
  source: string | null;
  byHand: string;
}
export const IMPORTS_MARKER: string;
export const ENTRIES_MARKER: string;
export const DETECTION_TEST_PATH: string;
export const FAMILIES: Readonly<Record<ToolFamily, FamilyPlan>>;
export const CONTRACT_TESTS: Readonly<
  Partial<
    Record<
      ToolFamily,
      { path: string; byHand: (id: string) => string; add: (id: string, source: string) => string | null }
    >
  >
>;
export function camelCase(id: string): string;
export function titleCase(id: string): string;
export function validateFamily(family: string): void;
export function validateToolId(id: string, catalogueSource: string): void;
export function detectionTestLines(
  id: string,
  detectionTestSource?: string,
  detection?: 'featured' | 'contrived',
): { importLine: string; list: string; row: string };
export function addDetectionSample(
  id: string,
  detectionTestSource: string,
  detection?: 'featured' | 'contrived',
): string | null;
export function planNewTool(
  id: string,
  catalogueSource: string,
  options?: { family?: string; tests?: Readonly<Record<string, string>> },
): { files: Record<string, string>; catalogueSource: string; registrations: Registration[] };
export function registeredTests(family: string): string[];
