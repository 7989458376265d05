export declare function isCrawler(userAgent: string | null | undefined): boolean;
export declare function isMobileUserAgent(userAgent: string | null | undefined): boolean;
export declare function isTabletUserAgent(userAgent: string | null | undefined): boolean;
export declare function deviceTypeOf(userAgent: string | null | undefined): "mobile" | "desktop" | "tablet";
