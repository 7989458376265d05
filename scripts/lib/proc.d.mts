import type { ChildProcess } from "node:child_process";

export type StartedProcess = ChildProcess & { exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> };

export const root: string;
export function bin(name: string): string[];
export function run(commandAndArgs: string[], options?: { env?: NodeJS.ProcessEnv; cwd?: string }): Promise<number>;
export function start(commandAndArgs: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; logFile: string }): StartedProcess;
export function stop(child: ChildProcess, graceMs?: number): Promise<void>;
export function freePort(): Promise<number>;
export function tail(file: string, lines?: number): string;
export function seconds(ms: number): string;
