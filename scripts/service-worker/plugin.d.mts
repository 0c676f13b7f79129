import type { Plugin } from 'vite';

export interface PrecacheManifest {
  version: string;
  files: string[];
}
export function precacheManifest(files: { fileName: string; content: string | Uint8Array }[]): PrecacheManifest;
export function serviceWorkerSource(template: string, manifest: PrecacheManifest): string;
export function serviceWorker(): Plugin;
