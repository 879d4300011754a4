// The month names in calendar order, lower case (MONTHS[0] is January): the one table every module that reads or
// writes a month uses (later-word.ts, asked-slot.ts, stands-for.ts, table-filter.ts, verdict-condition.ts).
export const MONTHS: readonly string[] = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
