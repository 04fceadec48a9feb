import { afterEach, expect } from "vitest";
import { takeConsoleProblems } from "./browser.ts";

// Every browser test fails on a console error or an uncaught page error (support/browser.ts).
afterEach(() => {
  expect(takeConsoleProblems(), "console errors and page errors during the test").toEqual([]);
});
