// Search snippets arrive with private-use match markers; this turns them into <mark> without HTML.
import { MATCH_END, MATCH_START } from '../../../shared/values';

export function splitMatches(snippet: string): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = [];
  let rest = snippet;
  while (rest.length > 0) {
    const start = rest.indexOf(MATCH_START);
    if (start === -1) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false });
    const end = rest.indexOf(MATCH_END, start + 1);
    const stop = end === -1 ? rest.length : end;
    parts.push({ text: rest.slice(start + 1, stop), match: true });
    rest = end === -1 ? '' : rest.slice(end + 1);
  }
  return parts.filter((part) => part.text.length > 0);
}

export function Highlighted({ snippet }: { snippet: string }) {
  return (
    <>
      {splitMatches(snippet).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}
