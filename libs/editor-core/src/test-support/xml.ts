// A small, strict XML reader for tests of the SVG and HTML the pure code writes: elements,
// attributes and text, with every tag closed in order and every entity known. It throws on
// anything malformed, so a test that reads a document also checks that it is well formed.

/** An element: its name, attributes, child elements and the text directly inside it. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string, at: number): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);|&/gi, (whole, name: string | undefined) => {
    if (name === undefined) throw new Error(`a bare & near character ${at}`);
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    const known = entities[name];
    if (known === undefined) throw new Error(`unknown entity ${whole} near character ${at}`);
    return known;
  });
}

/** Parses an XML document (a prolog, a doctype and comments are skipped) into its root element. */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  const tag = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<\/([\w:.-]+)\s*>|<([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<|([^<]+)/gi;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(source)) !== null) {
    const current = open[open.length - 1] as XmlElement;
    const [whole, close, name, attrs, selfClosing, text] = m;
    if (text !== undefined) {
      current.text += decode(text, m.index);
    } else if (close !== undefined) {
      if (close !== current.name) throw new Error(`</${close}> closes <${current.name}> near character ${m.index}`);
      open.pop();
    } else if (name !== undefined) {
      const attributes: Record<string, string> = {};
      for (const a of (attrs ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
        const key = a[1] as string;
        if (key in attributes) throw new Error(`attribute ${key} twice on <${name}> near character ${m.index}`);
        attributes[key] = decode(a[2] ?? a[3] ?? '', m.index);
      }
      const element: XmlElement = { name, attributes, children: [], text: '' };
      current.children.push(element);
      if (!selfClosing) open.push(element);
    } else if (whole === '<') {
      throw new Error(`a stray < near character ${m.index}`);
    }
  }
  if (open.length > 1) throw new Error(`<${(open[open.length - 1] as XmlElement).name}> is never closed`);
  const elements = root.children;
  if (elements.length !== 1) throw new Error(`a document has one root element, not ${elements.length}`);
  return elements[0] as XmlElement;
}

/** Every element under `from` (itself included) that `test` accepts, in document order. */
export function findAll(from: XmlElement, test: (e: XmlElement) => boolean): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    if (test(e)) out.push(e);
    e.children.forEach(walk);
  };
  walk(from);
  return out;
}

/** The text of an element and all its descendants. */
export function textOf(e: XmlElement): string {
  return e.text + e.children.map(textOf).join('');
}
