/** Server messages of the project module (zh-CN); the web app shows them as the server sends them. Keys must match en-US. */
export const projectZh = {} as const;
