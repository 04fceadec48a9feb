/** Server messages of the layout module (zh-CN); the web app shows them as the server sends them. Keys must match en-US. */
export const layoutZh = {} as const;
