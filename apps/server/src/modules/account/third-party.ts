/**
 * Third-party login providers plug in here: a provider module adds an entry (its id, names and
 * whether its credentials are configured) and the routes to start and finish its login flow.
 * None is configured yet, so the personal centre lists no provider and no binding can be made.
 */
export interface ThirdPartyProvider {
  provider: string;
  name: { "zh-CN": string; "en-US": string };
  configured: boolean;
}

export const thirdPartyProviders: ThirdPartyProvider[] = [];
