/**
 * The one upload limit (10 MB: "Máximo 10MB por imagem"), read by the
 * browser checks, the server's image pipeline and next.config.ts alike.
 * Plain JavaScript with no imports so that browser code, server code, Node
 * scripts and the Next config can all import it without a build step.
 */

/** The largest image file accepted anywhere: 10 MB (10,485,760 bytes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The request body limit for server actions and the proxy: one 10 MB photo
 * plus the multipart form's overhead fits, two photos do not, which is why
 * every upload sends one file per request.
 */
export const REQUEST_BODY_LIMIT = "11mb";
