/** Server messages of the inventory module (zh-CN); the web app shows them as the server sends them. Keys must match en-US. */
export const inventoryZh = {} as const;
