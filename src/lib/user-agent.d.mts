export declare function isCrawler(userAgent: string | null | undefined): boolean;
export declare function isMobileUserAgent(userAgent: string | null | undefined): boolean;
