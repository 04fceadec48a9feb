import { request } from "../../../lib/api-client.ts";

export const accountApi = {
  changePassword: (body: { oldPassword: string; password: string; confirmPassword: string }) =>
    request<{ token: string }>("/user/changePassword", body),
};
