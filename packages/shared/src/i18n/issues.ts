import type { z } from "zod";

/**
 * The catalogue key for a zod issue, on the server (1001 data.errors) and in web forms alike: our
 * schemas carry keys as their messages; zod's own issues map by kind. `isKey` says whether a string
 * names a message (the server asks its whole catalogue, the web its loaded one).
 */
export function issueKey(issue: z.core.$ZodIssue, isKey: (key: string) => boolean): string {
  if (issue.message && isKey(issue.message)) return issue.message;
  switch (issue.code) {
    case "unrecognized_keys":
      return "validation.unknownKey";
    case "invalid_type":
      return issue.message?.includes("received undefined") ? "validation.required" : "validation.invalidType";
    case "too_big":
      return "validation.tooLong";
    case "too_small":
      return "validation.tooShort";
    default:
      return "validation.invalid";
  }
}
