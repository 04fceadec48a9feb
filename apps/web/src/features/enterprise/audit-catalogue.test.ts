import { readFileSync } from "node:fs";
import { auditEntity } from "@stoneworks/shared";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_ENTITY_STATES, AUDIT_STATES } from "./audit-catalogue.ts";

/** The audit log's words: the server's filter accepts every entity the screen offers, both languages name them all. */
const locale = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/enterprise.json`, import.meta.url), "utf8")) as {
    audit: {
      entity: Record<string, string>;
      action: Record<string, Record<string, string>>;
      state: Record<string, string>;
      entityState: Record<string, Record<string, string>>;
    };
  };

describe("audit catalogue", () => {
  it("offers exactly the entities the server's audit filter accepts", () => {
    expect([...AUDIT_ENTITIES].sort()).toEqual([...auditEntity.options].sort());
  });

  it.each(["zh-CN", "en-US"])("names every entity, action and state in %s", (lang) => {
    const { audit } = locale(lang);
    for (const entity of AUDIT_ENTITIES) {
      expect(audit.entity[entity], `${lang} entity ${entity}`).toBeTruthy();
      for (const action of AUDIT_ACTIONS[entity]) {
        expect(audit.action[entity]?.[action], `${lang} action ${entity}.${action}`).toBeTruthy();
      }
    }
    for (const state of AUDIT_STATES) expect(audit.state[state], `${lang} state ${state}`).toBeTruthy();
    for (const [entity, states] of Object.entries(AUDIT_ENTITY_STATES))
      for (const state of states)
        expect(audit.entityState[entity]?.[state], `${lang} ${entity} state ${state}`).toBeTruthy();
  });
});
