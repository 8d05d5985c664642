// JSON Patch (RFC 6902) applied without mutation: every operation copies only the
// objects on the way from the root to the change, so untouched subtrees stay shared
// (cheap undo, cheap equality, cheap re-validation of what did not change). Within one
// patch a container is copied once: later operations change the copy made for it, so a
// 100-hex stroke copies the map's `hexes` once, not a hundred times.
import { isPointer, pointerJoin, pointerTokens } from '@kriegsspiel/formats';
import { isJsonObject, jsonEqual, valueAt } from './pointer';

/** One RFC 6902 operation. */
export type PatchOperation =
  | { readonly op: 'add'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string }
  | { readonly op: 'replace'; readonly path: string; readonly value: unknown }
  | { readonly op: 'move'; readonly from: string; readonly path: string }
  | { readonly op: 'copy'; readonly from: string; readonly path: string }
  | { readonly op: 'test'; readonly path: string; readonly value: unknown };

/** A list of operations applied in order, all or nothing. */
export type Patch = readonly PatchOperation[];

/** A patch and the patch that takes the document back. */
export interface PatchPair {
  readonly patch: Patch;
  readonly inverse: Patch;
}

/** Thrown when an operation does not fit the document (missing parent, bad index, failed test). */
export class PatchError extends Error {
  constructor(
    readonly operation: PatchOperation,
    message: string,
  ) {
    super(`${operation.op} ${operation.path}: ${message}`);
    this.name = 'PatchError';
  }
}

type Container = Record<string, unknown> | unknown[];

function arrayIndex(op: PatchOperation, array: unknown[], token: string, forInsert: boolean): number {
  if (forInsert && token === '-') return array.length;
  if (!/^(0|[1-9]\d*)$/.test(token)) throw new PatchError(op, `\`${token}\` is not an array index`);
  const index = Number(token);
  if (index > array.length || (!forInsert && index === array.length)) throw new PatchError(op, `index ${index} is out of bounds (length ${array.length})`);
  return index;
}

/**
 * Containers this patch application made, which it may change in place: no one else holds
 * them yet. A patch starts with none.
 */
type Fresh = WeakSet<object>;

/**
 * Rebuilds the containers along `tokens`, letting `change` alter a shallow copy of the
 * last one (or the container itself when this patch already copied it). Returns the new root.
 */
function updateAt(op: PatchOperation, root: unknown, tokens: string[], fresh: Fresh, change: (parent: Container, last: string) => void): unknown {
  const last = tokens[tokens.length - 1] as string;
  const walk = (node: unknown, depth: number): unknown => {
    if (!Array.isArray(node) && !isJsonObject(node)) throw new PatchError(op, `the parent at depth ${depth} is not an object or an array`);
    let copy: Container;
    if (fresh.has(node)) {
      copy = node;
    } else {
      copy = Array.isArray(node) ? node.slice() : { ...node };
      fresh.add(copy);
    }
    if (depth === tokens.length - 1) {
      change(copy, last);
      return copy;
    }
    const token = tokens[depth] as string;
    if (Array.isArray(copy)) {
      const i = arrayIndex(op, copy, token, false);
      copy[i] = walk(copy[i], depth + 1);
    } else {
      if (!Object.prototype.hasOwnProperty.call(copy, token)) throw new PatchError(op, `there is no member \`${token}\` on the way`);
      copy[token] = walk(copy[token], depth + 1);
    }
    return copy;
  };
  return walk(root, 0);
}

function addAt(op: PatchOperation, root: unknown, path: string, value: unknown, fresh: Fresh): { root: unknown; inverse: PatchOperation } {
  const tokens = pointerTokens(path);
  if (tokens.length === 0) return { root: value, inverse: { op: 'replace', path: '', value: root } };
  let inverse: PatchOperation = { op: 'remove', path };
  const next = updateAt(op, root, tokens, fresh, (parent, last) => {
    if (Array.isArray(parent)) {
      const i = arrayIndex(op, parent, last, true);
      parent.splice(i, 0, value);
      inverse = { op: 'remove', path: pointerJoin(parentPointer(path), i) };
    } else {
      if (Object.prototype.hasOwnProperty.call(parent, last)) inverse = { op: 'replace', path, value: parent[last] };
      parent[last] = value;
    }
  });
  return { root: next, inverse };
}

function removeAt(op: PatchOperation, root: unknown, path: string, fresh: Fresh): { root: unknown; inverse: PatchOperation; removed: unknown } {
  const tokens = pointerTokens(path);
  if (tokens.length === 0) throw new PatchError(op, 'the whole document cannot be removed');
  let removed: unknown;
  const next = updateAt(op, root, tokens, fresh, (parent, last) => {
    if (Array.isArray(parent)) {
      const i = arrayIndex(op, parent, last, false);
      removed = parent.splice(i, 1)[0];
    } else {
      if (!Object.prototype.hasOwnProperty.call(parent, last)) throw new PatchError(op, `there is no member \`${last}\``);
      removed = parent[last];
      delete parent[last];
    }
  });
  return { root: next, inverse: { op: 'add', path, value: removed }, removed };
}

function replaceAt(op: PatchOperation, root: unknown, path: string, value: unknown, fresh: Fresh): { root: unknown; inverse: PatchOperation } {
  const tokens = pointerTokens(path);
  if (tokens.length === 0) return { root: value, inverse: { op: 'replace', path: '', value: root } };
  let old: unknown;
  const next = updateAt(op, root, tokens, fresh, (parent, last) => {
    if (Array.isArray(parent)) {
      const i = arrayIndex(op, parent, last, false);
      old = parent[i];
      parent[i] = value;
    } else {
      if (!Object.prototype.hasOwnProperty.call(parent, last)) throw new PatchError(op, `there is no member \`${last}\` to replace`);
      old = parent[last];
      parent[last] = value;
    }
  });
  return { root: next, inverse: { op: 'replace', path, value: old } };
}

/** The pointer of the container holding the value `pointer` names. */
export function parentPointer(pointer: string): string {
  const tokens = pointerTokens(pointer);
  return pointerJoin('', ...tokens.slice(0, -1));
}

/**
 * Applies a patch and returns the new document together with the patch that undoes it.
 * The input is never changed. Throws {@link PatchError} if any operation does not fit.
 */
export function applyPatchWithInverse<T>(doc: T, patch: Patch): { doc: T; inverse: Patch } {
  let root: unknown = doc;
  const inverses: PatchOperation[] = [];
  let fresh: Fresh = new WeakSet();
  for (const op of patch) {
    const made = inverses.length;
    for (const pointer of 'from' in op ? [op.path, op.from] : [op.path]) {
      if (!isPointer(pointer)) throw new PatchError(op, `${JSON.stringify(pointer)} is not a JSON pointer (RFC 6901)`);
    }
    switch (op.op) {
      case 'add': {
        const r = addAt(op, root, op.path, op.value, fresh);
        root = r.root;
        inverses.push(r.inverse);
        break;
      }
      case 'remove': {
        const r = removeAt(op, root, op.path, fresh);
        root = r.root;
        inverses.push(r.inverse);
        break;
      }
      case 'replace': {
        const r = replaceAt(op, root, op.path, op.value, fresh);
        root = r.root;
        inverses.push(r.inverse);
        break;
      }
      case 'move': {
        if (op.path.startsWith(op.from + '/')) throw new PatchError(op, 'a value cannot be moved into itself');
        const r = removeAt(op, root, op.from, fresh);
        const a = addAt(op, r.root, op.path, r.removed, fresh);
        root = a.root;
        inverses.push(r.inverse, a.inverse);
        break;
      }
      case 'copy': {
        const value = valueAt(root, op.from);
        if (value === undefined) throw new PatchError(op, `there is no value at ${op.from}`);
        const a = addAt(op, root, op.path, value, fresh);
        root = a.root;
        inverses.push(a.inverse);
        // The value now stands in two places: neither may be changed in place any more.
        fresh = new WeakSet();
        break;
      }
      case 'test': {
        if (!jsonEqual(valueAt(root, op.path), op.value)) throw new PatchError(op, 'the value is not the expected one');
        break;
      }
    }
    // An inverse that keeps a container this patch made must see it as it is now: from here
    // on, nothing is changed in place (only such a container can hold others made here).
    const keeps = (kept: PatchOperation) => 'value' in kept && typeof kept.value === 'object' && kept.value !== null && fresh.has(kept.value);
    if (inverses.slice(made).some(keeps)) fresh = new WeakSet();
  }
  return { doc: root as T, inverse: inverses.reverse() };
}

/** Applies a patch without changing the input. */
export function applyPatch<T>(doc: T, patch: Patch): T {
  return applyPatchWithInverse(doc, patch).doc;
}

/**
 * Pairs a patch with its inverse, found by dry-running the patch on the document (commands
 * use this). The dry run happens when the inverse is first read: the editor takes the
 * inverse the store computes while applying the patch, so for `editor.run` it never
 * happens, and a brush dab on a big map copies its hexes once instead of twice.
 */
export function withInverse(doc: unknown, patch: Patch): PatchPair {
  let inverse: Patch | undefined;
  return {
    patch,
    get inverse(): Patch {
      inverse ??= applyPatchWithInverse(doc, patch).inverse;
      return inverse;
    },
  };
}
