// Types for bundle-stats.mjs (the project type-checks TypeScript only).
export declare const GZIP_BUDGETS: Record<string, number>;
export declare const MAX_GROWTH: number;
export declare function statsFile(root?: string, distDir?: string): string;
export type RouteBundle = { route: string; uncompressedBytes: number; gzipBytes: number; chunks: number; missing: string[] };
export declare function readRouteBundles(root?: string, distDir?: string): { buildId: string | null; routes: RouteBundle[] };
export declare function kib(bytes: number): string;
