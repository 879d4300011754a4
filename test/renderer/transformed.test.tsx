// The transformed-content viewer: JSON (bare or fenced) pretty-printed; other text as safe Markdown.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransformedViewer } from '../../src/renderer/src/components/TransformedViewer';
import { viewTransformed } from '../../src/renderer/src/lib/transformed';

const noop = () => undefined;

describe('viewTransformed', () => {
  it('pretty-prints bare JSON', () => {
    expect(viewTransformed('{"a":1,"b":[true,null]}')).toEqual({ kind: 'json', pretty: '{\n  "a": 1,\n  "b": [true, null]\n}' });
  });

  it('keeps short lists of plain values on one line but long ones and objects expanded', () => {
    const view = viewTransformed(JSON.stringify({ citations: [1, 2, 3], rows: [{ a: 1 }], long: Array.from({ length: 30 }, (_, i) => `item-${i}`) }));
    expect(view.kind === 'json' && view.pretty).toContain('"citations": [1, 2, 3]');
    expect(view.kind === 'json' && view.pretty).toContain('"rows": [\n    {\n      "a": 1\n    }\n  ]');
    expect(view.kind === 'json' && view.pretty).toContain('"long": [\n    "item-0",');
    // Still the same data.
    expect(view.kind === 'json' && JSON.parse(view.pretty)).toEqual({ citations: [1, 2, 3], rows: [{ a: 1 }], long: Array.from({ length: 30 }, (_, i) => `item-${i}`) });
  });

  it('pretty-prints JSON inside a ```json fence, with surrounding whitespace', () => {
    const view = viewTransformed('\n```json\n{"summary":"kelp","risks":["urchins"]}\n```\n');
    expect(view.kind).toBe('json');
    expect(view.kind === 'json' && JSON.parse(view.pretty)).toEqual({ summary: 'kelp', risks: ['urchins'] });
  });

  it('accepts an unlabelled fence and tildes', () => {
    expect(viewTransformed('~~~\n[1,2]\n~~~').kind).toBe('json');
  });

  it('treats broken JSON and prose as Markdown, unchanged', () => {
    expect(viewTransformed('{"a":')).toEqual({ kind: 'markdown', text: '{"a":' });
    expect(viewTransformed('```json\n{not json}\n```').kind).toBe('markdown');
    expect(viewTransformed('# Summary\nOtters help kelp.')).toEqual({ kind: 'markdown', text: '# Summary\nOtters help kelp.' });
  });

  it('does not treat a fence of another language as JSON', () => {
    expect(viewTransformed('```python\n[1, 2]\n```').kind).toBe('markdown');
  });
});

describe('TransformedViewer', () => {
  it('shows fenced JSON in a labelled monospace block with a copy button', () => {
    render(<TransformedViewer text={'```json\n{"answer":42}\n```'} onOpenExternal={noop} />);
    const block = screen.getByLabelText('Transformed content (JSON)');
    expect(block.tagName).toBe('PRE');
    expect(block.textContent).toBe('{\n  "answer": 42\n}');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('renders prose as sanitized Markdown', () => {
    const { container } = render(<TransformedViewer text={'## Risks\n<script>x()</script> [link](javascript:x)'} onOpenExternal={noop} />);
    expect(screen.getByRole('heading', { name: 'Risks' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });

  it('explains how to get transformed content when there is none', () => {
    render(<TransformedViewer text={null} onOpenExternal={noop} />);
    expect(screen.getByText(/system prompt/)).toBeInTheDocument();
  });
});
