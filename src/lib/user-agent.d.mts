export declare const CRAWLER_UA: RegExp;
export declare const MOBILE_UA: RegExp;
export declare function isCrawler(userAgent: string | null | undefined): boolean;
export declare function isMobileUserAgent(userAgent: string | null | undefined): boolean;
