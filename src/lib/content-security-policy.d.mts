export declare function createNonce(): string;
export declare function pagePolicy(scriptSources: readonly string[], options?: { development?: boolean }): string;
export declare function noncePolicy(nonce: string, options?: { development?: boolean }): string;
export declare function nonceOf(policy: string | null | undefined): string | null;
export declare function inlineScriptHashes(html: string, nonce: string): string[];
export declare function policyForStoredCopy(policy: string, html: string): string | null;
