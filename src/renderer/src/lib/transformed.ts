// The transformed-content viewer's logic: find JSON (bare, or inside a ```json fence) and pretty-print it.
export type TransformedView = { kind: 'json'; pretty: string } | { kind: 'markdown'; text: string };

const FENCE = /^\s*(`{3,}|~{3,})[ \t]*([\w+-]*)[^\n]*\n([\s\S]*?)\n?\1\s*$/;

export function viewTransformed(text: string): TransformedView {
  const json = tryJson(text);
  if (json !== null) return { kind: 'json', pretty: json };
  const fenced = FENCE.exec(text);
  if (fenced) {
    const language = (fenced[2] ?? '').toLowerCase();
    const body = fenced[3] ?? '';
    if (language === '' || language === 'json' || language === 'jsonc') {
      const inner = tryJson(body);
      if (inner !== null) return { kind: 'json', pretty: inner };
    }
  }
  return { kind: 'markdown', text };
}

function tryJson(text: string): string | null {
  const trimmed = text.trim();
  if (!(trimmed.startsWith('{') || trimmed.startsWith('['))) return null;
  try {
    return compactLeafArrays(JSON.stringify(JSON.parse(trimmed), null, 2));
  } catch {
    return null;
  }
}

/** Puts short arrays of plain values (citation lists, tags) on one line: `[1, 2]`, not five lines. */
function compactLeafArrays(pretty: string): string {
  return pretty.replace(/\[\n(\s+)([^[\]{}]*?)\n\s*\]/g, (whole, _indent: string, body: string) => {
    const items = body.split(/,\n\s*/).map((item) => item.trim());
    const line = `[${items.join(', ')}]`;
    return line.length <= 72 ? line : whole;
  });
}
