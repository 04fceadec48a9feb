import { z } from "zod";

/** `/api/upload/image`: the stored file's id (what bodies name) and where to read it. */
export const uploadedImage = z.object({ fileId: z.string(), url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImage>;
