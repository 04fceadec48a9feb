/**
 * What an image upload may be (DESIGN §3): the server checks the content, the web checks early for a
 * friendlier message. Plain constants, no zod, so a screen importing them loads no schema code.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/bmp"] as const;
