export declare const MAX_PENDING_PATHS: number;
export declare const MAX_STORED_PATHS: number;
export declare const MAX_PATH_LENGTH: number;
