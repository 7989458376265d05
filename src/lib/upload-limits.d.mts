export declare const MAX_UPLOAD_BYTES: number;
export declare const REQUEST_BODY_LIMIT: "11mb";
