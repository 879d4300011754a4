// Notes waiting for their research: a note synced from another machine names its job by the
// service's id; until this machine's mirror has that job there is nothing to show it on. Such notes are
// kept (never dropped) and listed, and attach on their own once the job is mirrored. Pure functions.

export interface NoteRow {
  targetType: 'job' | 'source';
  targetId: string;
  body: string;
  updatedAt: string;
}

/** The job a note belongs to: a job note's own key, a source note's part before the slash. */
export function jobKeyOfNote(note: Pick<NoteRow, 'targetType' | 'targetId'>): string {
  if (note.targetType === 'job') return note.targetId;
  const slash = note.targetId.indexOf('/');
  return slash > 0 ? note.targetId.slice(0, slash) : note.targetId;
}

/** One line of a note for a list: its first words, at most `max` characters. */
export function excerptOf(body: string, max = 120): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** The notes whose job is not among `known` (keys of mirrored jobs), newest first as given. */
export function waitingNotes(notes: readonly NoteRow[], known: ReadonlySet<string>): Array<{ targetType: 'job' | 'source'; jobKey: string; excerpt: string; updatedAt: string }> {
  return notes
    .filter((note) => note.body.trim() !== '' && !known.has(jobKeyOfNote(note)))
    .map((note) => ({ targetType: note.targetType, jobKey: jobKeyOfNote(note), excerpt: excerptOf(note.body), updatedAt: note.updatedAt }));
}
