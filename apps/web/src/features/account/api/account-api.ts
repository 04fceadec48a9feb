/** Query keys of the signed-in user's own data (docs/api-account.md); the calls are in src/api. */
export const myJoinRequestsKey = ["org", "myJoinRequests"] as const;
export const thirdPartyKey = ["user", "thirdPartyBindings"] as const;
