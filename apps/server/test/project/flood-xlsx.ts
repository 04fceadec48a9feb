import { zipOf } from "../zip-writer.ts";

/**
 * A project import file with `boards` board rows (the four template sheets in English, boards with
 * the required columns only, numeric codes, shared strings), written by hand in a second or two:
 * 200 000 rows stay under the import's 10 MB and 60 MB unpacked. For the row-limit test and
 * `npm run bench:import`; its sheets come before the workbook part, as streaming writers put them.
 */
export function floodProjectXlsx(boards: number, projectNo = "FLOOD"): Buffer {
  const strings = ["Project name", "Project no.", "Project type", "Layout mode", "Production batch no."];
  strings.push(
    "Board code",
    "Length (mm)",
    "Width (mm)",
    "Thickness (mm)",
    "Stone",
    "Box no.",
    "Height (mm)",
    "Boards",
  );
  strings.push(projectNo, "Engineering", "Cloud", `${projectNo}-P1`, "Jazz White");
  const s = (text: string) => `t="s"><v>${strings.indexOf(text)}</v>`;
  const row = (r: number, cells: string[]) =>
    `<row r="${r}">${cells.map((c, i) => `<c r="${String.fromCharCode(65 + i)}${r}" ${c}</c>`).join("")}</row>`;
  const n = (v: number) => `><v>${v}</v>`;
  const sheet = (rows: string[]) =>
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join("")}</sheetData></worksheet>`,
    );
  const project = sheet([
    row(1, [s("Project name"), s("Project no."), s("Project type"), s("Layout mode")]),
    row(2, [s(projectNo), s(projectNo), s("Engineering"), s("Cloud")]),
  ]);
  const planes = sheet([row(1, [s("Production batch no.")]), row(2, [s(`${projectNo}-P1`)])]);
  const header = [
    "Board code",
    "Production batch no.",
    "Length (mm)",
    "Width (mm)",
    "Thickness (mm)",
    "Stone",
  ];
  const lines = [row(1, header.map(s))];
  for (let i = 1; i <= boards; i++) {
    lines.push(row(i + 1, [n(100000 + i), s(`${projectNo}-P1`), n(600), n(600), n(20), s("Jazz White")]));
  }
  const packing = sheet([row(1, ["Box no.", "Length (mm)", "Width (mm)", "Height (mm)", "Boards"].map(s))]);
  const names = ["Project", "Planes", "Boards", "Packing list"];
  const ns = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
  const main = "application/vnd.openxmlformats-officedocument.spreadsheetml";
  return zipOf([
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${main}.sheet.main+xml"/>${names.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${main}.worksheet+xml"/>`).join("")}<Override PartName="/xl/sharedStrings.xml" ContentType="${main}.sharedStrings+xml"/></Types>`,
      ),
    },
    {
      name: "_rels/.rels",
      data: Buffer.from(
        `<Relationships ${ns}>${rel("rId1", "officeDocument", "xl/workbook.xml")}</Relationships>`,
      ),
    },
    ...[project, planes, sheet(lines), packing].map((data, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      data,
    })),
    {
      name: "xl/sharedStrings.xml",
      data: Buffer.from(
        `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((t) => `<si><t>${t}</t></si>`).join("")}</sst>`,
      ),
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: Buffer.from(
        `<Relationships ${ns}>${names.map((_, i) => rel(`rId${i + 1}`, "worksheet", `worksheets/sheet${i + 1}.xml`)).join("")}${rel("rId9", "sharedStrings", "sharedStrings.xml")}</Relationships>`,
      ),
    },
    {
      name: "xl/workbook.xml",
      data: Buffer.from(
        `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${names.map((name, i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join("")}</sheets></workbook>`,
      ),
    },
  ]);
}
