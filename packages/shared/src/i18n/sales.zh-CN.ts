/** Server messages of the sales module (zh-CN); the web app shows them as the server sends them. Keys must match en-US. */
export const salesZh = {} as const;
