// Raw HTML inside Markdown text whose content is code, never text. Between an inline <script>, <style>,
// <noscript> or <template> tag and its closing tag, CommonMark leaves the code as ordinary text nodes:
// "See the guide and <script>alert('owned')</script> for more." read "See the guide and alert('owned')
// for more.", which the library indexed and an answer then quoted as a cited sentence (session 25's
// trial of hostile Markdown). withoutInlineCode drops those nodes and their tags, at every depth of the
// tree it is given (changed in place and returned). Code spans and fenced code are other node types and
// keep their text. Tested in test/security/hostile-extract.test.ts.

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

const OPENS_CODE = /^<(script|style|noscript|template)(?:\s[^>]*)?>$/i;

export function withoutInlineCode<T extends MdNode>(tree: T): T {
  const visit = (node: MdNode): void => {
    if (!node.children) return;
    const kept: MdNode[] = [];
    let closing: RegExp | null = null;
    for (const child of node.children) {
      if (closing) {
        // (an element never closed takes the rest of its paragraph with it, as a browser would)
        if (child.type === 'html' && closing.test((child.value ?? '').trim())) closing = null;
        continue;
      }
      const opened = child.type === 'html' ? OPENS_CODE.exec((child.value ?? '').trim()) : null;
      if (opened) {
        closing = new RegExp(`^</${opened[1]}\\s*>$`, 'i');
        continue;
      }
      visit(child);
      kept.push(child);
    }
    node.children = kept;
  };
  visit(tree);
  return tree;
}
