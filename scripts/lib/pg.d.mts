export function dropDatabase(adminUrl: string, name: string): Promise<unknown>;
export function createScratchDatabase(adminUrl: string, prefix: string): Promise<{ name: string; url: string; drop: () => Promise<unknown> }>;
export function forTests(name: string): string;
