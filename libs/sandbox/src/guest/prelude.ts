/**
 * The JavaScript that runs inside every QuickJS context before any of the mod's
 * code. It is a global script whose completion value is the sandbox's private
 * API `{ call, settle, load, where }`; the host keeps handles to those functions
 * and nothing of them is reachable from the guest's global object.
 *
 * Everything the API needs from the language (JSON, Reflect.apply, String
 * methods, Promise.prototype.then…) is captured here, before the mod
 * runs, so a mod that replaces `JSON.stringify`, `Array.prototype.push` or
 * `Function.prototype.call` only changes its own view of the world, never how
 * arguments reach it or how its results and errors are reported.
 *
 * The API speaks in *frames*, strings of the form
 *
 *     <status: 1 char><logs: JSON array of strings>\n<payload>
 *
 * or, when even building a frame failed, the bare status `U`. Statuses:
 * R result (payload: the JSON text; `undefined` answers `null`), E the mod threw, I not serialisable,
 * T too large, X no such export, A arguments are not a JSON array, M out of
 * memory, S stack overflow, P a promise is pending (call `settle` after
 * draining jobs), N the promise never settled, L loaded (payload: JSON array of
 * the exported function names). E, I, A, M and S carry `{"name","message","stack"}`.
 */

export const MOD_MODULE_NAME = 'kriegsspiel-mod.js';
export const SDK_MODULE_NAME = '@kriegsspiel/rules-sdk';
export const PRELUDE_FILE_NAME = 'kriegsspiel-sandbox.js';

export interface PreludeOptions {
  maxResultChars: number;
  maxLogEntries: number;
  maxLogChars: number;
  maxErrorChars: number;
}

export const DEFAULT_PRELUDE_OPTIONS: Omit<PreludeOptions, 'maxResultChars'> = {
  maxLogEntries: 100,
  maxLogChars: 2_000,
  maxErrorChars: 8_000,
};

export function buildPrelude(options: PreludeOptions): string {
  const constants = [
    `const MAX_RESULT = ${integer(options.maxResultChars)};`,
    `const MAX_LOGS = ${integer(options.maxLogEntries)};`,
    `const MAX_LOG_CHARS = ${integer(options.maxLogChars)};`,
    `const MAX_ERROR_CHARS = ${integer(options.maxErrorChars)};`,
    `const MOD_NAME = ${JSON.stringify(MOD_MODULE_NAME)};`,
  ].join('\n');
  return `(() => {\n'use strict';\n${constants}\n${PRELUDE_BODY}\n})()`;
}

function integer(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Expected a non-negative integer, got ${value}`);
  return String(value);
}

const PRELUDE_BODY = String.raw`
const G = globalThis;
const uncurry = Function.prototype.bind.bind(Function.prototype.call);
const ObjectDefineProperty = Object.defineProperty;
const ObjectKeys = Object.keys;
const ArrayIsArray = Array.isArray;
const JSONParse = JSON.parse;
const JSONStringify = JSON.stringify;
const StringCtor = String;
const ErrorCtor = Error;
const ReflectApply = Reflect.apply;
const strSlice = uncurry(String.prototype.slice);
const strIndexOf = uncurry(String.prototype.indexOf);
const symToString = uncurry(Symbol.prototype.toString);
const promiseThen = uncurry(Promise.prototype.then);

// The host neutralises the clock and the time zone below QuickJS (in the
// WebAssembly imports); refuse to run if that did not happen.
if (Date.now() !== 0 || new Date().getTime() !== 0 || new Date(2020, 5, 1).getTimezoneOffset() !== 0) {
  throw new Error('the sandbox clock is not neutralised');
}

// Garbage-collection timing is not deterministic across fresh and reused
// instances, and there is a single thread: remove what would expose either.
const REMOVED = ['WeakRef', 'FinalizationRegistry', 'SharedArrayBuffer', 'Atomics'];
for (let i = 0; i < REMOVED.length; i++) delete G[REMOVED[i]];

// ---- Math.random: no generator of its own ----
// The game's one generator lives in the game state, with the rules SDK, which answers
// Math.random in setup and apply (see libs/rules-sdk/src/guest.ts). Anywhere else,
// including the mod's top level, Math.random throws. QuickJS's own is unreachable once
// replaced, and every call starts with this thrower again, whatever a mod assigned.
function random() {
  const error = new ErrorCtor('Math.random was called outside setup and apply: chance belongs in setup and apply, through ctx.random');
  ObjectDefineProperty(error, 'name', { value: 'ChanceError', writable: true, enumerable: false, configurable: true });
  throw error;
}
const resetRandom = () => ObjectDefineProperty(Math, 'random', { value: random, writable: true, enumerable: false, configurable: true });
resetRandom();

// ---- console: bounded, returned to the host with each call's result ----
let logText = '';
let logCount = 0;
function text(value) {
  try {
    const type = typeof value;
    if (type === 'string') return value;
    if (type === 'symbol') return symToString(value);
    if ((type === 'object' && value !== null) || type === 'function') {
      try {
        const json = JSONStringify(value);
        if (typeof json === 'string') return json;
      } catch (e) {}
    }
    const s = StringCtor(value);
    return typeof s === 'string' ? s : '<unprintable>';
  } catch (e) {
    return '<unprintable>';
  }
}
function makeLog(prefix) {
  return function log(...args) {
    if (logCount >= MAX_LOGS) return;
    let line = prefix;
    for (let i = 0; i < args.length && line.length <= MAX_LOG_CHARS; i++) {
      line += (i > 0 ? ' ' : '') + strSlice(text(args[i]), 0, MAX_LOG_CHARS);
    }
    logText += (logCount > 0 ? ',' : '') + JSONStringify(strSlice(line, 0, MAX_LOG_CHARS));
    logCount++;
  };
}
G.console = {
  log: makeLog(''), info: makeLog(''), debug: makeLog(''),
  warn: makeLog('warn: '), error: makeLog('error: '),
};

// ---- thrown values without a stack ----
// The bundler wraps the value of every throw of the mod in __kriegsspielThrow (see
// throw-sites.ts). A value that is not an Error (null, a Symbol, a string, a plain object)
// carries no stack, so one is taken here; describe() uses it when that same value is what
// ends the call. The value itself is returned untouched.
let thrownNoted = false;
let thrownValue;
let thrownStack;
function noteThrow(value) {
  let isError = false;
  try { isError = value instanceof ErrorCtor; } catch (e) {}
  if (!isError) {
    thrownNoted = true;
    thrownValue = value;
    try { thrownStack = new ErrorCtor().stack; } catch (e) { thrownStack = undefined; }
  }
  return value;
}
function forgetThrow() {
  thrownNoted = false;
  thrownValue = undefined;
  thrownStack = undefined;
}
G.__kriegsspielThrow = noteThrow;

// ---- frames ----
let outStatus = 'U';
let outPayload = '';
function frame(status, payload) {
  return status + '[' + logText + ']\n' + payload;
}
function out(status, payload) {
  outStatus = status;
  outPayload = payload;
}
function field(object, key) {
  try {
    const value = object[key];
    return typeof value === 'string' ? value : undefined;
  } catch (e) {
    return undefined;
  }
}
const quote = (value, max) => value === undefined ? 'null' : JSONStringify(strSlice(value, 0, max));
// Describes a thrown value without trusting it: every read may throw or loop
// (the loop is the interrupt handler's business), and nothing of it reaches the host
// but three strings.
function describe(error, status) {
  try {
    let name, message, stack;
    const type = typeof error;
    if ((type === 'object' && error !== null) || type === 'function') {
      name = field(error, 'name');
      message = field(error, 'message');
      stack = field(error, 'stack');
      if (name === undefined && message === undefined) {
        name = 'thrown ' + type;
        message = text(error);
      }
    } else {
      name = 'thrown ' + (error === null ? 'null' : type);
      message = text(error);
    }
    const noted = thrownNoted && thrownValue === error;
    if (stack === undefined && noted) stack = thrownStack;
    if (message === 'out of memory' && name === 'InternalError') status = 'M';
    // The mod's own throw null, noted at its line.
    else if (error === null && noted) message = 'the mod threw null';
    // QuickJS throws null when it cannot allocate even its out-of-memory error (a list of a
    // million actions): a null no throw of the mod's noted is taken for that.
    else if (error === null && status === 'E') {
      status = 'M';
      message = 'QuickJS threw null, as it does when it cannot allocate even its out-of-memory error';
    }
    else if (message === 'stack overflow' && (name === 'InternalError' || name === 'SyntaxError' || name === 'RangeError')) status = 'S';
    out(status, '{"name":' + quote(name, 200) + ',"message":' + quote(message, MAX_ERROR_CHARS) + ',"stack":' + quote(stack, MAX_ERROR_CHARS) + '}');
  } catch (e) {
    out('U', '');
  }
}
function serialise(value) {
  // A function that returns nothing (undefined) answers null.
  if (value === undefined) {
    out('R', 'null');
    return;
  }
  let json;
  try {
    json = JSONStringify(value);
  } catch (e) {
    describe(e, 'I');
    return;
  }
  if (typeof json !== 'string') {
    out('I', '{"name":null,"message":' + JSONStringify('a value of type ' + typeof value + ' is not JSON-serialisable') + ',"stack":null}');
  } else if (json.length > MAX_RESULT) {
    out('T', '{"name":null,"message":' + JSONStringify('the result is ' + json.length + ' characters long, more than the limit of ' + MAX_RESULT) + ',"stack":null}');
  } else {
    out('R', json);
  }
}

let ns;
let settled = false;
const onFulfilled = (value) => { settled = true; serialise(value); };
const onRejected = (error) => { settled = true; describe(error, 'E'); };
function isPromise(value) {
  if (typeof value !== 'object' || value === null) return false;
  try {
    // Promise.prototype.then brand-checks its receiver before anything else.
    promiseThen(value, onFulfilled, onRejected);
    return true;
  } catch (e) {
    return false;
  }
}

function call(name, argsJson) {
  forgetThrow();
  logText = '';
  logCount = 0;
  settled = false;
  out('U', '');
  try {
    // Fails only for a mod that froze Math or made Math.random non-configurable.
    resetRandom();
  } catch (e) {
    describe(e, 'E');
    return frame(outStatus, outPayload);
  }
  let fn;
  try {
    fn = ns[name];
  } catch (e) {
    describe(e, 'E');
    return frame(outStatus, outPayload);
  }
  if (typeof fn !== 'function') return frame('X', '');
  let args;
  try {
    args = JSONParse(argsJson);
  } catch (e) {
    describe(e, 'A');
    return frame(outStatus, outPayload);
  }
  if (!ArrayIsArray(args)) return frame('A', '{"name":null,"message":"the arguments are not a JSON array","stack":null}');
  let result;
  try {
    result = ReflectApply(fn, undefined, args);
  } catch (e) {
    describe(e, 'E');
    return frame(outStatus, outPayload);
  }
  if (isPromise(result)) return 'P';
  serialise(result);
  return frame(outStatus, outPayload);
}

function settle() {
  if (!settled) return frame('N', '');
  settled = false;
  return frame(outStatus, outPayload);
}

function load() {
  forgetThrow();
  settled = false;
  try {
    promiseThen(import(MOD_NAME), (namespace) => {
      ns = namespace;
      const keys = ObjectKeys(namespace);
      let names = '';
      for (let i = 0; i < keys.length; i++) {
        let value;
        try { value = namespace[keys[i]]; } catch (e) { continue; }
        if (typeof value === 'function') names += (names === '' ? '' : ',') + JSONStringify(keys[i]);
      }
      settled = true;
      out('L', '[' + names + ']');
    }, onRejected);
  } catch (e) {
    settled = true;
    describe(e, 'E');
  }
  return 'P';
}

// Where the guest is now: the host calls this from its interrupt handler when it stops the
// guest, so that a stop inside a promise job (whose error only rejects a promise nobody
// holds) is still placed. The first frame (this function) is dropped.
function where() {
  try {
    const stack = new ErrorCtor().stack;
    if (typeof stack !== 'string') return '';
    const newline = strIndexOf(stack, '\n');
    return newline < 0 ? '' : strSlice(stack, newline + 1);
  } catch (e) {
    return '';
  }
}

// ---- intrinsics: frozen before any module runs ----
// Every object reachable from the standard globals (constructors, prototypes, their methods,
// the hidden iterator and generator prototypes) is frozen, and so is the global object itself, so a mod (or a house rule) that replaces JSON.stringify, pollutes Array.prototype
// or Object.prototype fails at its own line with a TypeError, and cannot change the rules SDK,
// the ruleset or another house rule sharing this realm. Math stays open for Math.random only,
// which the prelude and the SDK set per call (see above).
// Properties that code commonly assigns on instances (err.name = …, obj.toString = …) would
// then hit the "override mistake" (an inherited read-only property refuses the assignment);
// they become accessors whose setter defines an own property on the instance instead.
const ObjectFreeze = Object.freeze;
const ObjectGetPrototypeOf = Object.getPrototypeOf;
const ObjectGetOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
const ObjectPreventExtensions = Object.preventExtensions;
const ReflectOwnKeys = Reflect.ownKeys;
const TypeErrorCtor = TypeError;
function overridable(object, key) {
  const desc = ObjectGetOwnPropertyDescriptor(object, key);
  if (!desc || !('value' in desc) || !desc.writable || !desc.configurable) return;
  const value = desc.value;
  ObjectDefineProperty(object, key, {
    get: function () { return value; },
    set: function (replacement) {
      if (this === object) throw new TypeErrorCtor('Cannot assign to read only property \'' + StringCtor(key) + '\' of a frozen intrinsic');
      ObjectDefineProperty(this, key, { value: replacement, writable: true, enumerable: true, configurable: true });
    },
    enumerable: desc.enumerable,
    configurable: false,
  });
}
{
  const ERRORS = ['Error', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError', 'AggregateError', 'InternalError'];
  for (let i = 0; i < ERRORS.length; i++) {
    const ctor = G[ERRORS[i]];
    if (typeof ctor !== 'function') continue;
    overridable(ctor.prototype, 'name');
    overridable(ctor.prototype, 'message');
    overridable(ctor.prototype, 'constructor');
  }
  overridable(Error.prototype, 'toString');
  const OBJECT_KEYS = ['toString', 'toLocaleString', 'valueOf', 'constructor'];
  for (let i = 0; i < OBJECT_KEYS.length; i++) overridable(Object.prototype, OBJECT_KEYS[i]);
  overridable(Function.prototype, 'toString');
  overridable(Function.prototype, 'constructor');

  const seen = new Set();
  const pending = [];
  const add = (value) => {
    const type = typeof value;
    if (((type === 'object' && value !== null) || type === 'function') && !seen.has(value)) {
      seen.add(value);
      pending.push(value);
    }
  };
  // The global object itself is frozen with the rest (it is its own globalThis).
  add(G);
  // Intrinsics no global names.
  add(ObjectGetPrototypeOf(function* () {}));
  add(ObjectGetPrototypeOf(async function () {}));
  add(ObjectGetPrototypeOf(async function* () {}));
  add(ObjectGetPrototypeOf([][Symbol.iterator]()));
  add(ObjectGetPrototypeOf(new Map()[Symbol.iterator]()));
  add(ObjectGetPrototypeOf(new Set()[Symbol.iterator]()));
  add(ObjectGetPrototypeOf(''[Symbol.iterator]()));
  add(ObjectGetPrototypeOf(/a/[Symbol.matchAll]('a')));
  while (pending.length > 0) {
    const object = pending.pop();
    add(ObjectGetPrototypeOf(object));
    const keys = ReflectOwnKeys(object);
    for (let i = 0; i < keys.length; i++) {
      const desc = ObjectGetOwnPropertyDescriptor(object, keys[i]);
      if ('value' in desc) add(desc.value);
      else { add(desc.get); add(desc.set); }
    }
    if (object === Math) {
      for (let i = 0; i < keys.length; i++) {
        if (keys[i] !== 'random') ObjectDefineProperty(Math, keys[i], ObjectGetOwnPropertyDescriptor(Math, keys[i]).get ? { configurable: false } : { writable: false, configurable: false });
      }
      ObjectPreventExtensions(Math);
    } else {
      ObjectFreeze(object);
    }
  }
}

return { call, settle, load, where };
`;
