export {
  ApiError,
  type BodyOf,
  type CallOptions,
  type Client,
  type ClientOptions,
  Codes,
  createClient,
  type DataOf,
  type EnvelopeOf,
  type PostPath,
} from "./client.ts";
export type { components, paths } from "./schema";
