import { describe, expect, it } from "vitest";
import { AppError } from "../src/lib/errors.ts";
import { guardXlsx } from "../src/lib/xlsx-guard.ts";
import { zipOf } from "./zip-writer.ts";

const options = { maxUnzippedBytes: 1000, maxEntries: 5, notXlsxKey: "t.notXlsx", tooLargeKey: "t.tooLarge" };
const workbook = { name: "xl/workbook.xml", data: Buffer.from("<workbook/>") };

function refusal(buf: Buffer): string | undefined {
  try {
    guardXlsx(buf, options);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(1008);
    return (err as AppError).options.msgKey;
  }
}

describe("guardXlsx (shared by the project and slab imports)", () => {
  it("accepts an honest archive holding a workbook within the caller's limits", () => {
    expect(refusal(zipOf([workbook, { name: "xl/a.xml", data: Buffer.alloc(900, 0x41) }]))).toBeUndefined();
  });

  it("refuses what is no .xlsx: not a zip, no workbook, encrypted, a part smaller than declared", () => {
    expect(refusal(Buffer.from("name,no\nx,y\n"))).toBe("t.notXlsx");
    expect(refusal(zipOf([{ name: "hello.txt", data: Buffer.from("hi") }]))).toBe("t.notXlsx");
    expect(refusal(zipOf([{ ...workbook, flags: 1 }]))).toBe("t.notXlsx");
    expect(refusal(zipOf([workbook, { name: "xl/a.xml", data: Buffer.alloc(10), declared: 500 }]))).toBe(
      "t.notXlsx",
    );
  });

  it("refuses what unpacks too large: declared, actual (a lying header), in sum, or too many parts", () => {
    expect(refusal(zipOf([workbook, { name: "xl/a.xml", data: Buffer.alloc(1001) }]))).toBe("t.tooLarge");
    expect(
      refusal(zipOf([workbook, { name: "xl/a.xml", data: Buffer.alloc(5_000_000), declared: 10 }])),
    ).toBe("t.tooLarge");
    const halves = [1, 2].map((i) => ({ name: `xl/p${i}.xml`, data: Buffer.alloc(600) }));
    expect(refusal(zipOf([workbook, ...halves]))).toBe("t.tooLarge");
    const many = Array.from({ length: 5 }, (_, i) => ({ name: `xl/m${i}.xml`, data: Buffer.from("x") }));
    expect(refusal(zipOf([workbook, ...many]))).toBe("t.tooLarge");
  });
});
