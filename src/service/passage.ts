// Reading a stored passage (a chunk of library.ts, made by text.ts chunkParagraphs) back into what
// composition needs: its section headings (context: indexed and counted for coverage, never cited),
// and its citable sentences: running text split into sentences, list items ("- …") and table rows
// ("| Column: cell | …") each as one sentence, a table row written with its column names, a list item's bold
// title ("- **Plan the route.** Choose…") its heading, not its words. A question
// heading answered "Yes." or "No." (an FAQ) gives that answer. Pure.
import { isHeadingLine, isItemLine, sentences as splitSentences } from './text';
import { updateLabel } from './updates';
import { answerToken, selfAskedQuestion } from './verdict-deciding';

export interface TableCell {
  name: string;
  value: string;
}

export interface PassageSentence {
  /** The sentence as the answer may cite it. */
  text: string;
  kind: 'sentence' | 'item' | 'row';
  /** A sentence that leads into the list or table after it ("Recommended pressures depend on…:"). */
  leadIn: boolean;
  /** For a table row: its cells with their column names. */
  cells?: TableCell[];
  /** A sentence of running text that shares its paragraph line with other sentences (so not a heading on a line of its own). */
  inParagraph?: boolean;
  /** A list item's bold title ("Set up the detector."): the step's heading, context and never part of its sentence. */
  title?: string;
  /** A sentence that opened with an update label ("Update:", "EDIT:"), cited without it (updates.ts), or one after it in
   * its paragraph ("**Update (March 2025):** A few things have changed. Children must now be 4 or older…"): the update's. */
  update?: true;
}

export interface ReadPassage {
  /** Section headings above the passage, outermost first, without their "#" marks. */
  headings: string[];
  sentences: PassageSentence[];
  /** The passage answers a question heading with a plain "Yes." or "No." first. */
  answer: 'yes' | 'no' | null;
  /**
   * The part of a report it belongs to, from its heading or its paragraph's label ("Results. After
   * seven days…"): what was found (results, discussion, conclusion) or how it was set up (aim,
   * background, method, limitations); null otherwise.
   */
  role: 'finding' | 'setup' | null;
}

const FINDING_LABEL = /^(?:results?|findings?|key findings|discussion|conclusions?|summary|outcomes?)$/i;
const SETUP_LABEL = /^(?:aims?|objectives?|purpose|background|introduction|methods?|methodology|materials and methods|procedure|design|limitations?)$/i;

/** The role of a section label ("Results", "Method"), or null. */
export function sectionRole(label: string): 'finding' | 'setup' | null {
  const l = label.trim().replace(/[.:]$/, '');
  return FINDING_LABEL.test(l) ? 'finding' : SETUP_LABEL.test(l) ? 'setup' : null;
}

function endSentence(text: string): string {
  const trimmed = text.trim().replace(/[:;,]$/, '');
  return /[.!?]["')\]”’]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A list item written as a sentence starts with a capital ("a clear plastic pot…" → "A clear plastic pot…"). */
function capitalise(text: string): string {
  return /^\p{Ll}/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Cells of a row line ("| Type: Tubeless | Puncture resistance: high |"). */
export function rowCells(line: string): TableCell[] {
  return line
    .replace(/^\|\s*/, '')
    .replace(/\s*\|$/, '')
    .split(' | ')
    .map((cell) => {
      const at = cell.indexOf(': ');
      return at > 0 ? { name: cell.slice(0, at).trim(), value: cell.slice(at + 2).trim() } : { name: '', value: cell.trim() };
    })
    .filter((c) => c.value !== '');
}

/**
 * The label a row opens with: its first cell, with the column's name before it when the cell is only a
 * code or a number that says nothing alone ("Block G", "Year 2019", "Plot 12"; "Tubeless" stays as it is). Pure.
 */
export function rowLabel(first: TableCell): string {
  const code = /^[\p{Lu}\p{N}][\p{Lu}\p{N}./-]{0,4}$/u.test(first.value) && /^\p{L}[\p{L} .#-]{0,30}$/u.test(first.name) && first.name.toLowerCase() !== first.value.toLowerCase();
  return code ? `${first.name.charAt(0).toUpperCase()}${first.name.slice(1)} ${first.value}` : first.value;
}

/** A table row as a sentence: "Tubeless: typical weight 260–300 g plus sealant; puncture resistance high."; "Block G: variety Discovery; …". */
export function rowSentence(cells: TableCell[]): string {
  const [first, ...rest] = cells;
  if (!first) return '';
  const lower = (name: string): string => (/^[A-Z][a-z]/.test(name) ? name[0]?.toLowerCase() + name.slice(1) : name);
  const parts = rest.map((c) => (c.name ? `${lower(c.name)} ${c.value}` : c.value));
  const label = rowLabel(first);
  return endSentence(parts.length > 0 ? `${label}: ${parts.join('; ')}` : label);
}

export function readPassage(text: string): ReadPassage {
  const headings: string[] = [];
  const out: PassageSentence[] = [];
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  lines.forEach((line, i) => {
    if (isHeadingLine(line)) {
      headings.push(line.replace(/^#+\s*/, ''));
      return;
    }
    const nextIsItem = isItemLine(lines[i + 1] ?? '');
    if (isItemLine(line)) {
      if (line.startsWith('|')) {
        const cells = rowCells(line);
        const sentence = rowSentence(cells);
        if (sentence) out.push({ text: sentence, kind: 'row', leadIn: false, cells });
      } else {
        // "- **Set up the detector.** For a heterodyne…": the bold title is the step's heading (extract.ts listItemText)
        const titled = /^- \*\*([^*]{1,120})\*\*\s+(\S.*)$/.exec(line);
        if (titled) out.push({ text: capitalise(endSentence(titled[2] ?? '')), kind: 'item', leadIn: false, title: (titled[1] ?? '').replace(/[.:]$/, '') });
        else out.push({ text: capitalise(endSentence(line.slice(2))), kind: 'item', leadIn: false });
      }
      return;
    }
    const split = splitSentences(line);
    // a paragraph opening the passage on a question it answers with a plain token ("Was my first wheel a success?
    // Honestly, no."): that question is the heading its answer sits under, as an FAQ's (verdict-deciding.ts)
    const asked = out.length === 0 && !/\?$/.test(headings.at(-1) ?? '') ? selfAskedQuestion(split) : null;
    if (asked) headings.push(asked);
    const list = asked ? split.slice(1) : split;
    let updating = false;
    list.forEach((said, j) => {
      // "Update: I cleaned the rotors…": the statement, without its label (updates.ts)
      const labelled = updateLabel(said);
      const update = labelled ?? (updating ? { rest: said } : null);
      if (labelled) updating = true;
      const sentence = update ? update.rest : said;
      const leadIn = nextIsItem && j === list.length - 1 && /:$/.test(sentence);
      out.push({ text: leadIn ? endSentence(sentence) : sentence, kind: 'sentence', leadIn, ...(list.length > 1 ? { inParagraph: true } : {}), ...(update ? { update: true as const } : {}) });
    });
  });
  const lastHeading = headings.at(-1) ?? '';
  const first = out[0]?.text ?? '';
  // "Yes." / "No, …" / "In most European cities, yes." opening the answer to a question heading; "None at all." /
  // "Not at all." / "Never." answering a yes/no heading ("Is there mortar in a dry-stone wall?")
  const short = first.split(/\s+/).length <= 8;
  const answer = /\?$/.test(lastHeading)
    ? /^yes\b[.,!;]/i.test(first) || (short && /,\s*yes[.!]$/i.test(first)) || answerToken(first) === 'yes'
      ? 'yes'
      : /^no\b[.,!;]/i.test(first) || (short && /,\s*no[.!]$/i.test(first)) || answerToken(first) === 'no' || (/^(?:is|are|do|does|did|can|could|should|will|must|may|has|have)\b/i.test(lastHeading) && /^(?:none(?: at all)?|not at all|never)[.!]/i.test(first))
        ? 'no'
        : null
    : null;
  const label = out[0] && /^[\p{L} ]+[.:]$/u.test(out[0].text) ? sectionRole(out[0].text) : null;
  const role = label ?? sectionRole(lastHeading);
  return { headings, sentences: out, answer, role };
}
