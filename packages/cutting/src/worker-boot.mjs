// Bootstrap for running the TypeScript worker entry under Node without a build step (tsx is present
// whenever the package is consumed from its .ts sources).
import { register } from "tsx/esm/api";

register();
await import("./worker-entry.ts");
