import { z } from "zod";
import { Code } from "../codes.ts";
import { contract } from "../contract.ts";
import { uploadedImage } from "./upload.schema.ts";

const tag = "upload";

/** Uploaded images (logos, avatars, vouchers) (docs/api-enterprise.md "Uploads"). */
export const uploadContract = {
  image: contract({
    path: "/api/upload/image",
    access: "user",
    multipart: true,
    body: z.object({ file: z.unknown() }),
    response: uploadedImage,
    refusals: [Code.UploadRejected],
    summary: "Upload an image (jpg/jpeg/png/bmp by content, ≤ 10 MB): multipart field `file`",
    tag,
  }),
  /** The path's `:fileId` is the id `image` answered. */
  file: contract({
    method: "GET",
    path: "/api/files/:fileId",
    access: "public",
    answer: "file",
    body: z.object({}),
    response: z.unknown(),
    refusals: [Code.NotFound],
    summary: "An uploaded image by its id",
    tag,
  }),
};
