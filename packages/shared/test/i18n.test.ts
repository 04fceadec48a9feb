import { describe, expect, it } from "vitest";
import { Code, codeMessageKey } from "../src/codes.ts";
import { catalogues, langFromHeader, leafKeys, translate } from "../src/i18n/index.ts";
import { MENUS } from "../src/menus.ts";

describe("the shared catalogue", () => {
  const zh = leafKeys(catalogues["zh-CN"]).sort();
  const en = leafKeys(catalogues["en-US"]).sort();

  it("has the same keys in zh-CN and en-US", () => {
    expect(en).toEqual(zh);
  });

  it("has no empty message and no untranslated copy", () => {
    for (const key of zh) {
      const z = translate("zh-CN", key);
      const e = translate("en-US", key);
      expect(z, key).not.toBe("");
      expect(e, key).not.toBe("");
      expect(e, `${key} looks untranslated`).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("keeps placeholders the same in both languages", () => {
    const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of zh) expect(names(translate("en-US", key)), key).toEqual(names(translate("zh-CN", key)));
  });

  it("has a message for every code and every menu", () => {
    for (const code of Object.values(Code)) expect(zh).toContain(codeMessageKey[code]);
    for (const m of MENUS) expect(zh).toContain(`menu.${m.key}`);
  });

  it("uses the spec's exact texts", () => {
    expect(translate("zh-CN", "code.notLoggedIn")).toBe("登录过期，请重新登录");
    expect(translate("zh-CN", "code.serverError")).toBe("系统错误");
    expect(translate("zh-CN", "validation.passwordMismatch")).toBe("两次输入密码不一致!");
  });

  it("fills placeholders and returns unknown keys as they are", () => {
    expect(translate("en-US", "code.tooManyRequests", { retryAfter: 42 })).toContain("42 s");
    expect(translate("zh-CN", "no.such.key")).toBe("no.such.key");
  });

  it("picks the language from Accept-Language: zh default, en when English comes first", () => {
    expect(langFromHeader(undefined)).toBe("zh-CN");
    expect(langFromHeader("en-US,en;q=0.9,zh;q=0.8")).toBe("en-US");
    expect(langFromHeader("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh-CN");
    expect(langFromHeader("fr-FR,en;q=0.5")).toBe("en-US");
    expect(langFromHeader("fr-FR")).toBe("zh-CN");
  });
});
