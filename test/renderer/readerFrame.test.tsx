// One frame for both readers (components/ReaderFrame.tsx): the main region is named after the document,
// the back button says where it goes and has the focus when the reader opens, Escape anywhere in the
// reader goes back as the button does, and the header and body are what each reader gives it.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ReaderFrame } from '../../src/renderer/src/components/ReaderFrame';

describe('ReaderFrame', () => {
  it.each([
    ['the job’s source reader', 'Kelp field notes', 'Back to the research'],
    ['the file reader in a collection', 'fen-survey.md', 'Back to the collection'],
    ['the file reader outside one', 'fen-survey.md', 'Back'],
  ])('%s: named, focused on its back button, back by click and by Escape', (_name, title, backLabel) => {
    const onBack = vi.fn();
    render(
      <ReaderFrame title={title} backLabel={backLabel} onBack={onBack} header={<p className="reader-origin">Where the text comes from</p>}>
        <div role="document" aria-label={`Text of ${title}`}>
          <p>Body text</p>
        </div>
      </ReaderFrame>,
    );
    const main = screen.getByRole('main', { name: `Reader: ${title}` });
    const back = screen.getByRole('button', { name: backLabel });
    expect(document.activeElement).toBe(back);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(main.querySelector('header.reader-header')?.textContent).toContain('Where the text comes from');
    expect(screen.getByRole('document', { name: `Text of ${title}` }).textContent).toBe('Body text');
    fireEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByText('Body text'), { key: 'Escape' });
    expect(onBack).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(main, { key: 'Enter' });
    expect(onBack).toHaveBeenCalledTimes(2);
  });
});
