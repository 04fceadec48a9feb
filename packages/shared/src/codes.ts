/**
 * Response codes of the API envelope (DESIGN §3). The server sends a code, never a sentence of its
 * own; the message comes from the catalogue in the request's language, and the web client decides
 * silent / toast / dialog / redirect per code in one place.
 */
export const Code = {
  Success: 1,
  NotLoggedIn: 5,
  NoPermission: 6,
  SessionExpired: 15,
  SessionRevoked: 16,
  TokenRenewed: 22,
  ValidationFailed: 1001,
  NotFound: 1002,
  InvalidState: 1003,
  TooManyRequests: 1004,
  SliderRequired: 1005,
  BadVerificationCode: 1006,
  BadCredentials: 1007,
  UploadRejected: 1008,
  ImportInvalid: 1009,
  // Decided by us (docs/api.md): account-level outcomes beside the DESIGN table.
  PhoneRegistered: 1010,
  AccountLocked: 1011,
  Conflict: 1012,
  NoEnterprise: 102017,
  NoDataInRange: 1200016,
  JoinPending: 1202007,
  MesNotOpened: 1204014,
  // Decided by us (docs/api.md): the database could not be reached or dropped the connection
  // mid-request; nothing was written, the same request may be sent again (data.retryAfter seconds).
  Unavailable: 9998,
  ServerError: 9999,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

/** Codes the client handles without a toast (spec §8). */
export const SILENT_CODES: readonly number[] = [
  Code.NoEnterprise,
  Code.NoDataInRange,
  Code.JoinPending,
  Code.MesNotOpened,
];

/** Codes that end the session on the client: dialog 登录过期，请重新登录 then /login. */
export const SESSION_END_CODES: readonly number[] = [
  Code.NotLoggedIn,
  Code.SessionExpired,
  Code.SessionRevoked,
];

/** Message key for each code; the catalogue holds the text in both languages. */
export const codeMessageKey: Record<CodeValue, string> = {
  [Code.Success]: "code.success",
  [Code.NotLoggedIn]: "code.notLoggedIn",
  [Code.NoPermission]: "code.noPermission",
  [Code.SessionExpired]: "code.sessionExpired",
  [Code.SessionRevoked]: "code.sessionRevoked",
  [Code.TokenRenewed]: "code.tokenRenewed",
  [Code.ValidationFailed]: "code.validationFailed",
  [Code.NotFound]: "code.notFound",
  [Code.InvalidState]: "code.invalidState",
  [Code.TooManyRequests]: "code.tooManyRequests",
  [Code.SliderRequired]: "code.sliderRequired",
  [Code.BadVerificationCode]: "code.badVerificationCode",
  [Code.BadCredentials]: "code.badCredentials",
  [Code.UploadRejected]: "code.uploadRejected",
  [Code.ImportInvalid]: "code.importInvalid",
  [Code.PhoneRegistered]: "code.phoneRegistered",
  [Code.AccountLocked]: "code.accountLocked",
  [Code.Conflict]: "code.conflict",
  [Code.NoEnterprise]: "code.noEnterprise",
  [Code.NoDataInRange]: "code.noDataInRange",
  [Code.JoinPending]: "code.joinPending",
  [Code.MesNotOpened]: "code.mesNotOpened",
  [Code.Unavailable]: "code.unavailable",
  [Code.ServerError]: "code.serverError",
};

/** The envelope every handled outcome is wrapped in (DESIGN §3). */
export interface Envelope<T = unknown> {
  result: boolean;
  code: number;
  msg: string;
  data: T;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
