// Page structure of a document as people save it from the web and from mail (extract.ts reads a page through it
// before anything else): its body text apart from what surrounds it. Left out, by structure, never by topic: a
// page's chrome (HTML nav, footer and aside elements and those whose role, class or id names navigation, a
// breadcrumb, a cookie or consent banner, share buttons, related links, a newsletter box, a sidebar), and as lines
// of text a breadcrumb ("AquaKeepers Forum > Invertebrates > …"), a bar of short links ("Home | Local | Weather"),
// a cookie banner, a row of button labels ("Reply · Quote · Report"), a copyright line, an e-mail's greeting
// ("Hi all,"), sign-off ("Cheers, Sam"), the writer's name closing it and signature (below "-- "), an e-mail header
// block's fields (To:, Sent:), a separator ("-----Original Message-----"), and quoted lines of an earlier message
// ("> …") under an e-mail's "… wrote:". Post heads a forum or mail export
// writes over each post ("ripple_tank (3 March 2026, 08:12)", "DrCaridina [moderator] (10 March 2026, 19:34)",
// "On Tue, 3 Mar 2026 at 09:12, Sam Lee <sam@example.com> wrote:", "From: Sam Lee <sam@example.com>") name the
// post's writer (writer-role.ts postHead reads them too), so a post's head is never part of its first sentence.
// A page whose title is a breadcrumb is titled by its last step. Pure.

/** Calendar and structure words a dated line may open with that name no writer ("Monday (3 March)", "Update (…)"). */
const NOT_A_WRITER = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|today|yesterday|day|week|month|year|update|edit|note|part|step|phase|stage|session|round|episode|chapter|section|entry|version|issue|report|minutes|agenda|meeting)$/i;

/** A date or time in a post head: "3 March 2026", "Mar 3, 2026", "03/03/2026", "2026-03-03", "08:12", "2 days ago". */
const DATE_MARK = /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}:\d{2}\b|\b\d+\s+(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\s+ago\b|\b(?:yesterday|today)\b/i;

/** A poster's handle or name: "ripple_tank", "KarlB", "DrCaridina", "Helen Marsh". */
const HANDLE = String.raw`[\p{L}\p{N}][\p{L}\p{N}_.'’-]{1,39}(?: \p{Lu}[\p{L}'’.-]*)?`;
/** "ripple_tank (3 March 2026, 08:12)", "DrCaridina [moderator] (…)", "beth_and_molly (posted 14 October 2025)", "HoundMum · 2 days ago". */
const DATED_HEAD = new RegExp(String.raw`^(${HANDLE})(?:\s*\[[^\]]{1,30}\])?\s*(?:\(([^()]{4,50})\)|[·|–—-]\s*([^()]{4,50}))(?:\s*\[[^\]]{1,30}\])?\s*:?$`, 'u');

/**
 * The writer a dated post head names ("ripple_tank (3 March 2026, 08:12)" → ripple_tank), else null: a handle or
 * name, an optional role in brackets, and a date or time in brackets or after a separator, alone on its line. A
 * calendar or structure word ("Monday (3 March)", "Update (10 March)") names no writer. Pure.
 */
export function datedPostHead(line: string): string | null {
  const text = line.replace(/\*\*|__/g, '').replace(/\s+/g, ' ').trim();
  if (text.length > 90) return null;
  const m = DATED_HEAD.exec(text);
  const name = m?.[1];
  const when = m?.[2] ?? m?.[3] ?? '';
  if (!name || !DATE_MARK.test(when) || NOT_A_WRITER.test(name.split(' ')[0] ?? '')) return null;
  return name;
}

/** An e-mail address in angle brackets or alone. */
const ADDRESS = String.raw`<?[\w.+-]+@[\w-]+(?:\.[\w-]+)+>?`;
/** A person's name as mail writes it: "Sam Lee", "sam.lee", "Dr Anna Okafor". */
const PERSON = String.raw`[\p{L}][\p{L}'’.-]*(?: [\p{L}][\p{L}'’.-]*){0,3}`;
const MAIL_WROTE = new RegExp(String.raw`^on\s+.{4,60}?,\s*(${PERSON})(?:\s+${ADDRESS})?\s+wrote\s*:$`, 'iu');
const MAIL_FROM = new RegExp(String.raw`^from\s*:\s*(${PERSON})(?:\s+${ADDRESS})?\s*$`, 'iu');
/** A line that is a name alone ("Carol Dunmore"). */
const PERSON_ALONE = new RegExp(`^${PERSON}$`, 'u');
const MAIL_FROM_ADDRESS = new RegExp(String.raw`^from\s*:\s*(${ADDRESS})\s*$`, 'iu');

/** The writer an e-mail's head names ("On Tue, 3 Mar 2026 at 09:12, Sam Lee <sam@x.org> wrote:", "From: Sam Lee <…>"), else null. Pure. */
export function mailHead(line: string): string | null {
  const text = line.replace(/^[\s>]+/, '').replace(/\*\*|__/g, '').replace(/\s+/g, ' ').trim();
  if (text.length > 140) return null;
  const named = MAIL_WROTE.exec(text)?.[1] ?? MAIL_FROM.exec(text)?.[1];
  if (named) return named.trim();
  const address = MAIL_FROM_ADDRESS.exec(text)?.[1];
  return address ? address.replace(/[<>]/g, '') : null;
}

/** Fields of an e-mail's header block beside its "From:" line. */
const MAIL_FIELD = /^(?:sent|date|to|cc|bcc|subject|reply-to)\s*:/i;

/** Is a line one of an e-mail's header block: its "From:" line or a field beside it (To:, Sent:, Subject:)? */
function isMailHeaderLine(line: string): boolean {
  return MAIL_FROM.test(line) || MAIL_FROM_ADDRESS.test(line) || MAIL_FIELD.test(line);
}

/**
 * The indexes of the lines of a text's e-mail header blocks: runs of lines with nothing between them, each a header
 * line, one of them a "From:" line ("Subject: …" above "From: …" is the same block as below it) or, with another
 * field, a "Subject:" line. Pure.
 */
function mailHeaderBlocks(lines: string[]): Set<number> {
  const out = new Set<number>();
  let run: number[] = [];
  const close = (): void => {
    // (or, with no "From:" line, a subject line with another field beside it: "Subject: Boiler service" over "Date: 3 March 2025")
    const from = run.some((i) => MAIL_FROM.test(lines[i]?.trim() ?? '') || MAIL_FROM_ADDRESS.test(lines[i]?.trim() ?? ''));
    const subject = run.length >= 2 && run.some((i) => /^subject\s*:/i.test(lines[i]?.trim() ?? ''));
    if (from || subject) for (const i of run) out.add(i);
    run = [];
  };
  lines.forEach((line, i) => {
    if (isMailHeaderLine(line.trim())) run.push(i);
    else close();
  });
  close();
  return out;
}

/** The subject an e-mail's header block gives ("Subject: Re: Water butts" → "Water butts"), else null: a saved mail's title. Pure. */
export function mailSubject(text: string): string | null {
  const lines = text.split(/\r?\n/);
  const block = mailHeaderBlocks(lines.slice(0, 12));
  for (const i of block) {
    const m = /^subject\s*:\s*(.+)$/i.exec(lines[i]?.trim() ?? '');
    const subject = m?.[1]?.replace(/^(?:(?:re|fwd?|aw)\s*:\s*)+/i, '').trim();
    if (subject) return subject;
  }
  return null;
}

/**
 * Does a mail's line open its sign-off, where no fixed phrase says so ("Happy pedalling,", "See you on the hill,"): a
 * short line ending in a comma, the next line a name alone ("Carol Dunmore")? Pure.
 */
export function opensSignOff(line: string, next: string): boolean {
  const text = line.replace(/\s+/g, ' ').trim();
  if (!/,$/.test(text) || text.split(' ').length > 5 || /\d/.test(text)) return false;
  return PERSON_ALONE.test(next.trim()) && next.trim().split(' ').every((w) => /^\p{Lu}/u.test(w));
}

/** The steps of a breadcrumb ("Home > Guides > Care" → Home, Guides, Care), else null: three or more short steps, or two after "Home". Pure. */
export function breadcrumbSteps(line: string): string[] | null {
  const text = line.replace(/\s+/g, ' ').trim();
  if (text.length > 160) return null;
  for (const separator of [/\s+>\s+/, /\s*»\s*/, /\s*›\s*/, /\s+\/\s+/]) {
    const steps = text.split(separator).map((s) => s.trim());
    if (steps.length < 2 || steps.some((s) => s === '')) continue;
    // every step but the last is a short name (the last may be the page's own title)
    if (steps.slice(0, -1).some((s) => s.split(' ').length > 5 || /[.!?,;:]$/.test(s)) || !steps.every((s) => /^\p{L}/u.test(s)) || /\.$/.test(steps.at(-1) ?? '') || !/^\p{Lu}/u.test(steps[0] ?? '')) continue;
    if ((steps.at(-1) ?? '').split(' ').length > 14) continue;
    if (steps.length >= 3 || /^home$/i.test(steps[0] ?? '')) return steps;
  }
  return null;
}

/** A page title that is a breadcrumb is its last step ("Home > Guides > Care" → Care); else the title as it is. Pure. */
export function pageTitle(title: string): string {
  const steps = breadcrumbSteps(title);
  return steps ? (steps.at(-1) ?? title).trim() : title;
}

/** Labels of a page's buttons and links: a line made of them only is no text ("Reply · Quote · Report", "Share: Facebook X Email"). */
const BUTTON = /^(?:share(?: this(?: (?:page|article|post))?)?|tweet|post|email|e-mail|print|save|like|likes|reply|replies|quote|report|flag|permalink|link|copy link|follow|subscribe|unsubscribe|sign (?:in|up|out)|log ?(?:in|out)|register|menu|search|home|back|back to top|top|next|previous|prev|older|newer|read more|more|see more|show more|view all|comments?|facebook|twitter|x|linkedin|whatsapp|pinterest|reddit|instagram|youtube|threads|mastodon|bluesky|upvote|downvote|helpful|not helpful|accept|reject|accept all|reject all|manage (?:cookies|preferences|settings)|cookie settings|close|ok|got it|skip to (?:main )?content|advertisement|sponsored|edit|delete|thanks|thank|was this (?:page|article|answer|post) helpful)$/i;

/** Does a line read as a row of button or link labels only: each piece a label, a count ("(3)", "12") or a separator? Pure. */
export function isButtonRow(line: string): boolean {
  const text = line.replace(/\s+/g, ' ').trim().replace(/[?!]$/, '');
  if (text === '' || text.split(' ').length > 12) return false;
  const pieces = text.split(/\s*(?:[|·•/]|:|,)\s*|\s{2,}/).map((p) => p.replace(/\(\d+\)|\b\d+\b/g, '').trim()).filter((p) => p !== '');
  if (pieces.length === 0) return false;
  // one label alone ("Reply") or a run of labels written with single spaces ("Like Reply Share")
  return pieces.every((p) => BUTTON.test(p) || p.split(' ').filter((w) => w !== '').every((w) => BUTTON.test(w)));
}

/** Does a line read as a bar of links: three or more short pieces between bars or dots, none a sentence ("Home | Local | Weather")? Pure. */
export function isLinkBar(line: string): boolean {
  const text = line.replace(/\s+/g, ' ').trim();
  const pieces = text.split(/\s+[|·•]\s+/);
  if (pieces.length < 3) return false;
  return pieces.every((p) => p.split(' ').length <= 4 && !/[.!?;]$/.test(p) && !/\d/.test(p));
}

/** A cookie or consent banner: it names cookies (or tracking) and asks to accept, consent or set preferences. */
function isCookieBanner(text: string): boolean {
  return text.split(/\s+/).length <= 70 && /\bcookies?\b|\btracking technologies\b/i.test(text) && /\b(?:accept|consent|agree|preferences|settings|opt[ -]out|privacy (?:policy|notice)|manage)\b/i.test(text);
}

/** A copyright or rights line: "© Harwick Gazette", "Copyright 2025 …", "All rights reserved." */
function isCopyright(text: string): boolean {
  return /^(?:©|\(c\)\s|copyright\b|&copy;)/i.test(text) || (/\ball rights reserved\b/i.test(text) && text.split(/\s+/).length <= 16);
}

/** A mail's or letter's greeting alone: "Hi all,", "Hello everyone!", "Dear Ms Okafor,", "Morning folks". */
export function isGreeting(line: string): boolean {
  const text = line.replace(/\s+/g, ' ').trim();
  if (text.split(' ').length > 5 || /\b(?:is|are|was|were|has|have)\b/i.test(text)) return false;
  return /^(?:hi|hello|hey|hiya|dear)\b[^.?]*[,!:]?$/i.test(text) || /^(?:greetings|good (?:morning|afternoon|evening)|morning|afternoon|evening)\b[^.?]*[,!:]$/i.test(text);
}

/** A sign-off, alone or with the writer's name: "Thanks,", "Many thanks, Sam", "Cheers, Jo", "Best wishes, Amira Patel", "Regards". */
export function isSignOff(line: string): boolean {
  const text = line.replace(/\s+/g, ' ').trim().replace(/[.!]$/, '');
  const m = /^(?:(?:many |big )?thanks(?: (?:again|all|everyone|in advance))?|thank you(?: (?:all|again|in advance))?|cheers|all the best|best wishes|kind regards|warm regards|warmest regards|regards|with thanks|take care|yours sincerely|yours faithfully|yours|sincerely|speak soon|love|best|ta)\s*[,!—–-]?\s*(.*)$/i.exec(text);
  if (!m) return false;
  const rest = (m[1] ?? '').trim();
  // nothing after it, or only a name ("Sam", "Amira Patel", "The Hexley team")
  return rest === '' || (rest.split(' ').length <= 4 && /^(?:the\s+)?[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}\p{Ll}][\p{L}'’.-]*)*$/u.test(rest));
}

/**
 * Is a paragraph (or a line) of a saved page chrome rather than body text: a breadcrumb, a bar of links, a row of
 * button labels, a cookie banner, a copyright line, a greeting or a sign-off alone? Pure.
 */
export function isChromeText(paragraph: string): boolean {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  if (text === '' || /^#{1,6} /.test(text) || /^\| /.test(text)) return false;
  if (/^was this (?:page|article|answer|post|information|reply)? ?(?:helpful|useful)\b/i.test(text) && text.split(' ').length <= 10) return true;
  return breadcrumbSteps(text) !== null || isLinkBar(text) || isButtonRow(text) || isCookieBanner(text) || isCopyright(text) || isGreeting(text) || isSignOff(text);
}

/** Tokens of an HTML element's class, id or role that mark it as the page's chrome, not its text. */
const CHROME_TOKEN = /^(?:nav|navbar|navigation|menu|menubar|breadcrumbs?|crumbs?|cookies?|cookie-?banner|consent|gdpr|share|sharing|social|share-?buttons|related|related-?(?:articles|posts|links|stories)|more-?stories|read-?next|newsletter|subscribe|signup|sign-?up|sidebar|advert|advertisement|ads?|promo|sponsored|site-?footer|footer|skip-?link|toolbar|pagination|pager|tags|tag-?list)$/i;
const CHROME_ELEMENT = new Set(['nav', 'footer', 'aside']);
const CHROME_ROLE = new Set(['navigation', 'contentinfo', 'complementary', 'search', 'banner-cookie']);

/** Does an HTML element hold a page's chrome (nav, footer, aside; a role, class or id that names navigation, a banner of cookies, sharing, related links…)? Pure. */
export function isChromeElement(tag: string, attrs: { name: string; value: string }[] = []): boolean {
  if (CHROME_ELEMENT.has(tag)) return true;
  for (const attr of attrs) {
    if (attr.name === 'role' && CHROME_ROLE.has(attr.value.toLowerCase())) return true;
    if (attr.name === 'aria-label' && /^(?:breadcrumbs?|share|cookie|consent)/i.test(attr.value)) return true;
    if ((attr.name === 'class' || attr.name === 'id') && attr.value.split(/\s+/).some((token) => CHROME_TOKEN.test(token) || /(?:^|[-_])(?:breadcrumbs?|cookie|consent|share|sharing|related|newsletter|sidebar)(?:$|[-_])/i.test(token))) return true;
  }
  return false;
}

/** Does a text hold an e-mail's head ("On …, Sam wrote:", "From: Sam <…>")? Its ">" lines are then quoted mail. Pure. */
export function holdsMail(text: string): boolean {
  return text.split(/\r?\n/).some((line) => mailHead(line) !== null);
}

/**
 * A plain-text document less what is no body: its signature (the lines under a "-- " line, up to the next post or mail
 * head, `isHead`), an e-mail header block's fields under its "From:" line (To:, Sent:, Subject:), quoted lines of an
 * earlier message ("> …") when the text holds an e-mail's head, a line separating the earlier message ("-----Original
 * Message-----"), the writer's name closing a message, and chrome lines (isChromeText). Blank lines stay, so the blocks
 * stay apart. Pure.
 */
export function plainBody(text: string, isHead: (line: string) => boolean): string {
  const mail = holdsMail(text);
  const lines = text.split(/\r?\n/);
  const header = mailHeaderBlocks(lines);
  // (each line's next line with text, read in one pass from the end: a saved page may have tens of thousands of lines)
  const following: string[] = new Array<string>(lines.length).fill('');
  for (let i = lines.length - 2; i >= 0; i -= 1) following[i] = (lines[i + 1] ?? '').trim() !== '' ? (lines[i + 1] ?? '') : (following[i + 1] ?? '');
  const nextLine = (i: number): string => following[i] ?? '';
  const out: string[] = [];
  let signature = false;
  // (whether the quote the line is in is kept: read once at its first line)
  let keptQuote = false;
  for (const [i, line] of lines.entries()) {
    const t = line.trim();
    // a signature: under a "-- " line, or under a mail's sign-off and the writer's name ("Happy pedalling," / "Carol Dunmore")
    if (/^--\s*$/.test(t) || (mail && !signature && opensSignOff(t, nextLine(i)))) {
      signature = true;
      continue;
    }
    if (signature && (t === '' || !isHead(t))) continue;
    signature = false;
    if (t === '') {
      out.push(line);
      continue;
    }
    // a header block keeps its "From:" line (it names the writer), never its fields (To:, Sent:, Subject:)
    if (header.has(i) && MAIL_FIELD.test(t)) continue;
    if (mail && /^>/.test(t)) {
      // quoted mail the writer answers below it (an inline reply) is the message answered: kept, unquoted, as a block
      // of its own under its head
      if ((lines[i - 1]?.trim().startsWith('>') ? keptQuote : (keptQuote = answeredBelow(lines, i)))) {
        if (!/^>/.test(lines[i - 1]?.trim() ?? '')) out.push('');
        out.push(t.replace(/^(?:>\s?)+/, ''));
        if (!/^>/.test(lines[i + 1]?.trim() ?? '')) out.push('');
      }
      // quoted mail under the reply is the history the reply above has answered
      continue;
    }
    // a line that only separates the earlier message ("-----Original Message-----", "---------- Forwarded message ---------")
    if (mail && MESSAGE_SEPARATOR.test(t)) {
      out.push('');
      continue;
    }
    // the writer's name alone closing a message, over the next message's head, a separator or the end of the text
    if (mail && closesMessage(lines, i, t)) continue;
    if (isChromeText(t)) continue;
    out.push(line);
  }
  return out.join('\n');
}

/** A line that only separates a reply from the message under it: "-----Original Message-----", "---------- Forwarded message ---------", "Begin forwarded message:". */
const MESSAGE_SEPARATOR = /^(?:-{2,}\s*(?:original message|forwarded message)\s*-{2,}|begin forwarded message\s*:)$/i;

/**
 * Is the line at `index` (`said`, its text without quote marks) the writer's name alone closing a message ("Dennis",
 * "Jane Rowe"): a name of one to three capitalised words, the next line with text (quoted the same way or not) another
 * message's head, a separator or a "-- " line, or none (the end of the text or of the quote)? Pure.
 */
export function closesMessage(lines: string[], index: number, said: string): boolean {
  if (!PERSON_ALONE.test(said) || said.split(' ').length > 3 || !said.split(' ').every((w) => /^\p{Lu}/u.test(w))) return false;
  const quoted = /^>/.test(lines[index]?.trim() ?? '');
  for (let i = index + 1; i < lines.length; i += 1) {
    const t = lines[i]?.trim() ?? '';
    const text = quoted ? t.replace(/^(?:>\s?)+/, '').trim() : t;
    if (quoted && !/^>/.test(t)) return true;
    if (text === '') continue;
    return mailHead(text) !== null || MESSAGE_SEPARATOR.test(text) || /^--\s*$/.test(text);
  }
  return true;
}

/**
 * Is the quoted line at `index` part of a quote the writer answers below it: after the quoted lines (blank lines
 * between them count as theirs), the next line is the writer's own text, not another message's head, a "-- " line or
 * a sign-off? Pure.
 */
export function answeredBelow(lines: string[], index: number): boolean {
  let i = index;
  while (i < lines.length && (/^>/.test(lines[i]?.trim() ?? '') || (lines[i]?.trim() ?? '') === '')) i += 1;
  const next = lines[i]?.trim();
  if (next === undefined || /^--\s*$/.test(next) || mailHead(next) !== null || isChromeText(next)) return false;
  return !opensSignOff(next, lines.slice(i + 1).find((l) => l.trim() !== '') ?? '');
}

/**
 * The name a title part gives when it names an activity ("Joining Harbourside Community Choir", "Visiting Kew Gardens"):
 * the object after its opening "-ing" word, two or more capitalised words; else the part as it is. Pure.
 */
export function activityObject(part: string): string {
  const m = /^\p{Lu}\p{Ll}{2,}ing\s+((?:the\s+)?\p{Lu}[\p{L}'’&.-]*(?:\s+(?:of|and|for|the|&|\p{Lu}[\p{L}'’&.-]*))*\s+\p{Lu}[\p{L}'’&.-]*)$/u.exec(part.trim());
  return m?.[1] ?? part;
}
