import type { ChildProcess } from 'node:child_process';

export function localServerBlock(config: string, options: { port: string | number; root: string }): string;
export function localNginxConfig(serverBlock: string, workDir: string, options?: { asRoot?: boolean }): string;
export function startNginx(options: {
  projectRoot: string;
  distDir: string;
  port: string | number;
  nginx?: string;
}): ChildProcess;
export function startPrefixProxy(options: {
  port: string | number;
  prefix: string;
  upstreamPort: string | number;
  nginx?: string;
}): ChildProcess;
