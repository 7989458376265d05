import type { StartedProcess } from "./proc.mjs";

export function buildIfStale(log: (message: string) => void): Promise<void>;
export function prepareSeededDatabase(options: { name: string; databaseUrl?: string; cleanups: (() => unknown)[] }): Promise<NodeJS.ProcessEnv>;
export function startAppServer(
  env: NodeJS.ProcessEnv,
  options: { logName: string; logFile?: string; extraEnv?: Record<string, string> },
): Promise<{ server: StartedProcess; base: string }>;
export function findPublicProfile(base: string): Promise<string>;
