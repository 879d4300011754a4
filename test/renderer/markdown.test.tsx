// Markdown sanitizing and citation linking: hostile content renders inert; [n] becomes a pill.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from '../../src/renderer/src/components/Markdown';
import { bestHighlight, safeUrl, splitCitations, splitTrail } from '../../src/renderer/src/lib/citations';

const noop = () => undefined;

describe('Markdown sanitizing', () => {
  it('shows raw HTML as text: no script, iframe or event-handler element reaches the DOM', () => {
    const hostile = 'Before <script>window.__pwned = 1</script> <img src=x onerror="window.__pwned=2"> <iframe src="https://evil.example"></iframe> after';
    const { container } = render(<Markdown text={hostile} onOpenExternal={noop} />);
    expect(container.querySelector('script, iframe, img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('Before');
    expect(container.textContent).toContain('after');
  });

  it('drops javascript:, data: and http: link targets but keeps their text', () => {
    const text = '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [plain](http://example.com) [good](https://example.com/a)';
    const { container } = render(<Markdown text={text} onOpenExternal={noop} />);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com/a']);
    expect(container.textContent).toContain('click');
    expect(container.textContent).toContain('plain');
  });

  it('opens https links through the guard instead of navigating', async () => {
    const open = vi.fn();
    render(<Markdown text="See [the paper](https://example.org/paper)." onOpenExternal={open} />);
    await userEvent.click(screen.getByRole('link', { name: 'the paper' }));
    expect(open).toHaveBeenCalledWith('https://example.org/paper');
  });

  it('renders remote images as links (the CSP forbids them and they would leak reads)', () => {
    const { container } = render(<Markdown text="![chart](https://example.org/c.png)" onOpenExternal={noop} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Image: chart' })).toBeInTheDocument();
  });
});

describe('citation pills across renders', () => {
  it('keeps the focused pill, and the focus, when the answer renders again with new handlers (as every sync pass does)', async () => {
    // the job view passes new functions on each render; the pills' component types used to be new each time too
    const view = (round: number) => (
      <Markdown text="Kelp recovers [1]. Urchins decline [2]." onCitation={() => undefined} citationInfo={(n) => ({ title: `Source ${n}, round ${round}` })} onOpenExternal={() => undefined} />
    );
    const { rerender } = render(view(1));
    const [, second] = await screen.findAllByRole('button', { name: /^Citation \d/ });
    second!.focus();
    expect(document.activeElement).toBe(second);
    rerender(view(2));
    rerender(view(3));
    expect(second!.isConnected).toBe(true);
    expect(document.activeElement).toBe(second);
    // and the popover the focus opened shows the new render's data
    expect(screen.getByRole('tooltip')).toHaveTextContent('Source 2, round 3');
  });
});

describe('citation linking', () => {
  it('splits [n] and [n, m] markers out of text', () => {
    expect(splitCitations('Otters eat urchins [1], kelp grows [2, 3].')).toEqual(['Otters eat urchins ', 1, ', kelp grows ', 2, 3, '.']);
    expect(splitCitations('no markers here')).toEqual(['no markers here']);
  });

  it('turns every [n] into a pill that reports its number, with the source title as its name', async () => {
    const onCitation = vi.fn();
    render(
      <Markdown
        text="Sea otters keep urchins down [1], which lets kelp recover [2][3]."
        onCitation={onCitation}
        citationInfo={(n, sentence) => (n === 2 ? { title: 'Urchin barrens', highlight: sentence ? `passage for: ${sentence}` : 'first passage' } : undefined)}
        onOpenExternal={noop}
      />,
    );
    const pills = screen.getAllByRole('button', { name: /^Citation \d/ });
    expect(pills.map((p) => p.textContent)).toEqual(['1', '2', '3']);
    const second = screen.getByRole('button', { name: 'Citation 2: Urchin barrens' });
    // No native tooltip: a popover on hover/focus with the passage this pill's own sentence cites.
    expect(second).not.toHaveAttribute('title');
    await userEvent.hover(second);
    const popover = await screen.findByRole('tooltip');
    expect(popover).toHaveTextContent('Urchin barrens');
    expect(popover).toHaveTextContent(/passage for: .*which lets kelp recover/);
    expect(second).toHaveAttribute('aria-describedby', popover.id);
    await userEvent.unhover(second);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.click(second);
    expect(onCitation).toHaveBeenCalledWith(2, expect.stringContaining('which lets kelp recover'));
  });

  it.each([
    ['.', '.', ''],
    ['. Next sentence', '.', ' Next sentence'],
    ['), and more', '),', ' and more'],
    ['?”', '?”', ''],
    [' and more', '', ' and more'],
    ['', '', ''],
    ['(aside)', '', '(aside)'],
  ])('splitTrail(%j) keeps %j with the pill', (text, trail, rest) => {
    expect(splitTrail(text)).toEqual({ trail, rest });
  });

  it('keeps the punctuation after a pill on its line (one no-wrap run), text and order unchanged', () => {
    const text = 'Otters eat urchins [1]. Kelp grows back [2][3], slowly (as measured [4]).';
    const { container } = render(<Markdown text={text} onCitation={noop} onOpenExternal={noop} />);
    const runs = [...container.querySelectorAll('.cite-run')];
    expect(runs.map((run) => run.textContent)).toEqual(['1.', '3,', '4).']);
    for (const run of runs) expect(run.querySelector('.cite-pill')).not.toBeNull();
    expect(container.textContent).toBe('Otters eat urchins 1. Kelp grows back 23, slowly (as measured 4).');
  });

  it('leaves markers inside code alone', () => {
    const { container } = render(<Markdown text={'Use `arr[1]` and\n\n```\nx = y[2]\n```'} onCitation={noop} onOpenExternal={noop} />);
    expect(container.querySelectorAll('.cite-pill')).toHaveLength(0);
    expect(container.textContent).toContain('arr[1]');
  });

  it('keeps markers as plain text where citations are not clickable', () => {
    const { container } = render(<Markdown text="claim [4]" onOpenExternal={noop} />);
    expect(container.querySelector('button')).toBeNull();
    expect(container.textContent).toBe('claim [4]');
  });

  it('allows only https and internal citation anchors as URLs', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeUrl('#cite-12')).toBe('#cite-12');
    expect(safeUrl('  JavaScript:alert(1)')).toBe('');
    expect(safeUrl('#other')).toBe('');
    expect(safeUrl('/relative')).toBe('');
    expect(safeUrl('file:///etc/passwd')).toBe('');
  });
});

describe('passage matching', () => {
  it('picks the highlight that shares most words with the cited sentence', () => {
    const highlights = ['Otters eat a quarter of their weight daily.', 'Urchins graze kelp holdfasts, leaving bare rock.', 'Canopy returned within eight years.'];
    expect(bestHighlight(highlights, 'Where urchins graze, kelp is stripped to bare rock')).toBe(1);
    expect(bestHighlight(highlights, 'Nothing in common here')).toBe(-1);
    expect(bestHighlight([], 'urchins')).toBe(-1);
  });

  it('finds no highlight when none holds the cited sentence, only some of its words (a newcomer saw another passage shown)', () => {
    const highlights = ['Coffee is decaffeinated before roasting, using water, carbon dioxide, or solvents such as ethyl acetate to extract caffeine from the green beans.', 'People who are very sensitive to caffeine may still notice an effect.'];
    expect(bestHighlight(highlights, 'Your sources point to no: Decaffeinated coffee is not completely free of caffeine')).toBe(-1);
    expect(bestHighlight(highlights, 'Your sources point to yes: People who are very sensitive to caffeine may still notice an effect')).toBe(1);
  });
});

describe('cited passages in full content', () => {
  it('marks every cited passage, across line breaks and case, and flags the current one', () => {
    const text = 'Intro.\n\nSea otters EAT urchins\nevery day. Kelp then recovers. Unrelated.';
    const { container } = render(<Markdown text={text} onOpenExternal={noop} passages={['sea otters eat urchins every day', 'Kelp then recovers', 'not in the text']} activePassage={1} />);
    const marks = [...container.querySelectorAll('mark.cited-passage')];
    expect(marks.map((m) => m.textContent?.replace(/\s+/g, ' '))).toEqual(['Sea otters EAT urchins every day', 'Kelp then recovers']);
    expect(container.querySelector('mark.current')?.textContent).toBe('Kelp then recovers');
  });

  it('treats regex characters in a passage literally', () => {
    const { container } = render(<Markdown text="Costs (in $) rose [sic] by 3.5 times." onOpenExternal={noop} passages={['(in $) rose [sic] by 3.5']} />);
    expect(container.querySelector('mark')?.textContent).toBe('in $) rose [sic] by 3.5');
  });
});
