// Helpers for component tests in the browser.

/** Creates an element, sets properties, attaches it and waits for its first render. */
export async function mount<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}): Promise<HTMLElementTagNameMap[K]> {
  const el = document.createElement(tag);
  Object.assign(el, props);
  document.body.append(el);
  await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
  return el;
}

/** An element's shadow root. */
export const shadow = (el: Element): ShadowRoot => el.shadowRoot as ShadowRoot;

/** Dispatches a key press on an element. */
export const key = (target: Element, k: string): boolean => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
