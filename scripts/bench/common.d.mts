import type { ChildProcess } from 'node:child_process';

export declare function printUsage(scriptUrl: string): never;
export declare function count(value: string | number | undefined, fallback: number): number;
export declare function startProductionServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string | undefined>;
  cleanups: Array<() => Promise<void> | void>;
  logName?: string;
}): Promise<ChildProcess>;
