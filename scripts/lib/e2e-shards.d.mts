export declare const WEIGHTS_FILE: string;
export declare function specFiles(root: string, dir?: string): string[];
export declare function readWeights(root: string): Record<string, number>;
export declare function planShards(files: readonly string[], shards: number, weights?: Record<string, number>): { files: string[]; weight: number }[];
export declare function weightsFromReports(reports: readonly unknown[]): Record<string, number>;
