/**
 * Neutralises the host capabilities that the QuickJS WebAssembly module imports
 * from its Emscripten glue, before the instance is created:
 *
 * - the wall clock (`emscripten_date_now`, behind `Date.now()`, `new Date()`
 *   and QuickJS's own random seed) always answers 0;
 * - local time (`_localtime_js`, `_tzset_js`) is UTC whatever the host's time
 *   zone, so `getTimezoneOffset()` is 0 and local-time methods equal UTC ones;
 * - interval timers (`_setitimer_js`) never fire.
 *
 * The glue is minified, so the imports are found by what their source does, not
 * by name. If the QuickJS build ever changes shape this throws rather than
 * running a guest that can read the host's clock (the prelude checks it too).
 */

type ImportFunction = (...args: never[]) => unknown;

interface Neutralised {
  localtime: string;
  tzset: string;
  dateNow: string;
  setitimer: string;
}

const fnToString = Function.prototype.toString;

export function neutraliseImports(imports: WebAssembly.Imports, memory: WebAssembly.Memory): Neutralised {
  const found: Partial<Record<keyof Neutralised, [Record<string, unknown>, string]>> = {};
  const claim = (key: keyof Neutralised, table: Record<string, unknown>, name: string): void => {
    if (found[key]) throw new Error(`QuickJS build not recognised: two candidates for ${key}`);
    found[key] = [table, name];
  };
  for (const table of Object.values(imports)) {
    for (const [name, value] of Object.entries(table)) {
      if (typeof value !== 'function') continue;
      const source = fnToString.call(value);
      if (source.includes('getTimezoneOffset')) {
        claim(source.includes('getSeconds') ? 'localtime' : 'tzset', table, name);
      } else if (/^\(\)\s*=>\s*Date\.now\(\)$/.test(source)) {
        claim('dateNow', table, name);
      } else if (source.includes('setTimeout')) {
        claim('setitimer', table, name);
      }
    }
  }
  const replacements: Record<keyof Neutralised, ImportFunction> = {
    localtime: (time: bigint | number, tmPointer: number) => writeUtcTm(memory, Number(time), tmPointer),
    tzset: (timezone: number, daylight: number, stdName: number, dstName: number) => {
      new Uint32Array(memory.buffer)[timezone >> 2] = 0;
      new Int32Array(memory.buffer)[daylight >> 2] = 0;
      writeCString(memory, stdName, 'UTC');
      writeCString(memory, dstName, 'UTC');
    },
    dateNow: () => 0,
    setitimer: () => 0,
  };
  const names: Partial<Neutralised> = {};
  for (const key of Object.keys(replacements) as (keyof Neutralised)[]) {
    const entry = found[key];
    if (!entry) throw new Error(`QuickJS build not recognised: cannot find the ${key} import to neutralise`);
    entry[0][entry[1]] = replacements[key];
    names[key] = entry[1];
  }
  return names as Neutralised;
}

const CUMULATIVE_DAYS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** Fills a C `struct tm` for a UNIX time in seconds, in UTC. */
function writeUtcTm(memory: WebAssembly.Memory, seconds: number, tmPointer: number): void {
  const date = new Date(Number.isFinite(seconds) ? seconds * 1000 : Number.NaN);
  const heap = new Int32Array(memory.buffer);
  const i = tmPointer >> 2;
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  heap[i] = date.getUTCSeconds();
  heap[i + 1] = date.getUTCMinutes();
  heap[i + 2] = date.getUTCHours();
  heap[i + 3] = date.getUTCDate();
  heap[i + 4] = month;
  heap[i + 5] = year - 1900;
  heap[i + 6] = date.getUTCDay();
  heap[i + 7] = (CUMULATIVE_DAYS[month] ?? 0) + (leap && month > 1 ? 1 : 0) + date.getUTCDate() - 1;
  heap[i + 8] = 0; // tm_isdst
  heap[i + 9] = 0; // tm_gmtoff
}

function writeCString(memory: WebAssembly.Memory, pointer: number, value: string): void {
  const bytes = new Uint8Array(memory.buffer);
  for (let i = 0; i < value.length; i++) bytes[pointer + i] = value.charCodeAt(i);
  bytes[pointer + value.length] = 0;
}
