export interface RunningS3rver {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  env: Record<"MEDIA_STORE" | "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE", string>;
  stop(): Promise<void>;
}

export function startS3rver(options?: { bucket?: string }): Promise<RunningS3rver>;
