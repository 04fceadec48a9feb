/** Minimal CSV reader (comma or semicolon separated, optional double quotes, header row). */
export interface Csv {
  header: string[];
  rows: Record<string, string>[];
  /** 1-based line number of each row in the file. */
  lines: number[];
}

function splitLine(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === sep) {
      out.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

export function parseCsv(text: string): Csv {
  const raw = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  let h = 0;
  while (h < raw.length && raw[h].trim() === "") h++;
  if (h >= raw.length) return { header: [], rows: [], lines: [] };
  const sep = !raw[h].includes(",") && raw[h].includes(";") ? ";" : ",";
  const header = splitLine(raw[h], sep).map((s) => s.toUpperCase());
  const rows: Record<string, string>[] = [];
  const lines: number[] = [];
  for (let i = h + 1; i < raw.length; i++) {
    if (raw[i].trim() === "") continue;
    const cells = splitLine(raw[i], sep);
    const row: Record<string, string> = {};
    header.forEach((k, j) => {
      row[k] = cells[j] ?? "";
    });
    rows.push(row);
    lines.push(i + 1);
  }
  return { header, rows, lines };
}
