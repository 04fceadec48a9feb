import { Code } from "@stoneworks/shared";
import { beforeEach, describe, expect, it, vi } from "vitest";

// submitEdit's collaborators: toasts recorded; the client's i18n stubbed (no DOM, no catalogues).
const toasts = vi.hoisted(() => [] as string[]);
vi.mock("./feedback.ts", () => ({
  toastSuccess: (m: string) => toasts.push(m),
  toastError: () => {},
  openSessionDialog: () => {},
  closeSessionDialog: () => {},
}));
vi.mock("./i18n.ts", () => ({ default: { t: (k: string) => k }, currentLang: () => "en-US" }));

const { ApiError } = await import("./api-client.ts");
const { submitEdit } = await import("./use-edit-modal.ts");

interface Values {
  name: string;
}

function fakeForm(values: Values | Error) {
  const marked: { name: unknown; errors?: string[] }[] = [];
  return {
    marked,
    validateFields: vi.fn(async () => {
      if (values instanceof Error) throw values;
      return values;
    }),
    getFieldsValue: vi.fn(() => ({ name: "" })),
    setFields: vi.fn((fields: { name: unknown; errors?: string[] }[]) => {
      marked.push(...fields);
    }),
  };
}

function run(form: ReturnType<typeof fakeForm>, save: (v: Values) => Promise<string>) {
  const busy: boolean[] = [];
  const onSaved = vi.fn();
  // biome-ignore lint/suspicious/noExplicitAny: the fake implements only what submitEdit uses
  const done = submitEdit(form as any, save, onSaved, (b) => busy.push(b));
  return { done, busy, onSaved };
}

beforeEach(() => {
  toasts.length = 0;
});

describe("submitEdit", () => {
  it("saves the validated values, toasts the returned message and reports saved", async () => {
    const form = fakeForm({ name: "A" });
    const save = vi.fn(async (v: Values) => `saved ${v.name}`);
    const r = run(form, save);
    await r.done;
    expect(save).toHaveBeenCalledWith({ name: "A" });
    expect(toasts).toEqual(["saved A"]);
    expect(r.onSaved).toHaveBeenCalledTimes(1);
    expect(r.busy).toEqual([true, false]);
  });

  it("does not save when validation fails (the rejection reaches the caller)", async () => {
    const form = fakeForm(new Error("invalid"));
    const save = vi.fn(async () => "x");
    const r = run(form, save);
    await expect(r.done).rejects.toThrow("invalid");
    expect(save).not.toHaveBeenCalled();
    expect(r.onSaved).not.toHaveBeenCalled();
    expect(r.busy).toEqual([]);
  });

  it("treats 1012 (someone else saved first) as saved so the list refreshes, without a success toast", async () => {
    const form = fakeForm({ name: "A" });
    const r = run(form, async () => {
      throw new ApiError("business", Code.Conflict, "changed by someone else");
    });
    await r.done;
    expect(r.onSaved).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([]);
    expect(form.setFields).not.toHaveBeenCalled();
    expect(r.busy).toEqual([true, false]);
  });

  it("marks the fields a 1001 names and keeps the modal open", async () => {
    const form = fakeForm({ name: "A" });
    const r = run(form, async () => {
      throw new ApiError("business", Code.ValidationFailed, "invalid", {
        errors: [{ field: "name", message: "taken" }],
      });
    });
    await r.done;
    expect(r.onSaved).not.toHaveBeenCalled();
    expect(form.marked).toEqual([{ name: "name", errors: ["taken"] }]);
    expect(r.busy).toEqual([true, false]);
  });

  it("keeps the modal open on other failures (the client has shown them)", async () => {
    const form = fakeForm({ name: "A" });
    const r = run(form, async () => {
      throw new ApiError("business", Code.NotFound, "gone");
    });
    await r.done;
    expect(r.onSaved).not.toHaveBeenCalled();
    expect(form.marked).toEqual([]);
    expect(r.busy).toEqual([true, false]);
  });
});
