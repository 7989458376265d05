export declare const DEPLOYMENT_ID_FILE: string;
export declare function isDeploymentId(value: unknown): value is string;
export declare function chooseDeploymentId(given: string | undefined, options?: { root?: string; readGit?: (args: string[]) => string | null }): string;
export declare function recordDeploymentId(distDir: string, id: string): void;
export declare function recordedDeploymentId(distDir: string): string | undefined;
