import { describe, expect, it } from 'vitest';
import { ActionManager, ShortcutClashError, type Action } from './action-manager';
import { describeShortcut, matchesShortcut, normalizeShortcut, parseShortcut } from './shortcut';
import { studioActions, type StudioActionContext } from '../actions/studio-actions';
import { Editor } from '../editor';
import { setValue } from '../commands/set-value';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('shortcuts', () => {
  it('parse and normalise', () => {
    expect(parseShortcut('Mod+Shift+Z')).toEqual({ key: 'z', mod: true, shift: true, alt: false });
    expect(normalizeShortcut('shift+mod+z')).toBe('mod+shift+z');
    expect(parseShortcut('Mod++').key).toBe('+');
    expect(() => parseShortcut('Ctrl+Z')).toThrow(/unknown modifier/);
    expect(() => parseShortcut('Mod+')).toThrow();
  });

  it('match Ctrl elsewhere and ⌘ on a Mac, and nothing extra', () => {
    const s = parseShortcut('Mod+Z');
    expect(matchesShortcut(s, key('z', { ctrlKey: true }))).toBe(true);
    expect(matchesShortcut(s, key('Z', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(matchesShortcut(s, key('z', { metaKey: true }), true)).toBe(true);
    expect(matchesShortcut(s, key('z', { ctrlKey: true }), true)).toBe(false);
    expect(matchesShortcut(parseShortcut('B'), key('b'))).toBe(true);
    // `?` is Shift+/ on one layout and a key of its own on another: Shift does not matter.
    expect(matchesShortcut(parseShortcut('?'), key('?', { shiftKey: true }))).toBe(true);
    expect(matchesShortcut(parseShortcut('?'), key('?'))).toBe(true);
    expect(matchesShortcut(parseShortcut('?'), key('?', { ctrlKey: true }))).toBe(false);
  });

  it('read well on screen', () => {
    expect(describeShortcut('Mod+Shift+Z')).toBe('Ctrl+Shift+Z');
    expect(describeShortcut('Mod+Shift+Z', true)).toBe('⌘⇧Z');
    expect(describeShortcut('Escape')).toBe('Escape');
  });
});

describe('ActionManager', () => {
  const noop = (name: string, shortcuts: string[]): Action<null> => ({ name, label: name, shortcuts, perform: () => undefined });

  it('refuses two actions on one shortcut, however it is spelled', () => {
    const m = new ActionManager(() => null);
    m.register(noop('undo', ['Mod+Z']));
    expect(() => m.register(noop('other', ['mod+z']))).toThrow(ShortcutClashError);
    expect(() => m.register(noop('undo', ['X']))).toThrow(/already registered/);
    expect(() => m.register(noop('twice', ['A', 'a']))).toThrow(ShortcutClashError);
    m.unregister('undo');
    expect(() => m.register(noop('other', ['Mod+Z']))).not.toThrow();
  });

  it('dispatches keys to the action that owns them, if enabled', () => {
    const ran: string[] = [];
    const m = new ActionManager(() => null);
    m.register({ name: 'a', label: 'A', shortcuts: ['A'], perform: () => void ran.push('a') });
    m.register({ name: 'b', label: 'B', shortcuts: ['B'], enabled: () => false, perform: () => void ran.push('b') });
    expect(m.handleKey(key('a'))).toBe(true);
    expect(m.handleKey(key('b'))).toBe(true);
    expect(m.handleKey(key('c'))).toBe(false);
    // Tool keys do not fire while typing.
    expect(m.handleKey(key('a'), true)).toBe(false);
    expect(ran).toEqual(['a']);
    expect(m.execute('a')).toBe(true);
    expect(m.execute('b')).toBe(false);
  });

  it('wires undo, redo and save to the studio keys', async () => {
    const editor = new Editor();
    editor.store.load([{ path: 'd.json', text: '{"a":1}', version: 'v1' }]);
    const saved: string[] = [];
    const ctx: StudioActionContext = { editor, activeDocument: () => 'd.json', saveDocument: async (p) => void saved.push(p) };
    const m = new ActionManager(() => ctx);
    studioActions.forEach((a) => m.register(a));
    editor.run(setValue, 'd.json', { pointer: '/a', value: 2 });
    m.handleKey(key('z', { ctrlKey: true }));
    expect(editor.store.require('d.json').value).toEqual({ a: 1 });
    m.handleKey(key('Z', { ctrlKey: true, shiftKey: true }));
    expect(editor.store.require('d.json').value).toEqual({ a: 2 });
    m.handleKey(key('z', { ctrlKey: true }));
    m.handleKey(key('y', { ctrlKey: true }));
    expect(editor.store.require('d.json').value).toEqual({ a: 2 });
    expect(m.handleKey(key('s', { ctrlKey: true }), true)).toBe(true);
    await Promise.resolve();
    expect(saved).toEqual(['d.json']);
  });
});
