import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optimizedQuickJSDir, quickJSWasm, stockQuickJSWasmPath } from './node/quickjs-wasm';

describe('the QuickJS build the sandbox runs', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'quickjs-wasm-'));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('is the optimized build, made from the installed package and different from its file', async () => {
    const wasm = await quickJSWasm();
    expect(wasm.reason).toBeUndefined();
    expect(wasm.build).toBe('optimized');
    const stock = await readFile(stockQuickJSWasmPath());
    expect(Buffer.from(wasm.bytes).equals(stock)).toBe(false);
    // The same imports and exports (in any order) as the package's file, which its Emscripten glue expects.
    const names = (bytes: Uint8Array) => {
      const module = new WebAssembly.Module(bytes);
      return {
        imports: WebAssembly.Module.imports(module)
          .map((i) => `${i.module}.${i.name}:${i.kind}`)
          .sort(),
        exports: (WebAssembly.Module as unknown as { exports(m: WebAssembly.Module): { name: string; kind: string }[] })
          .exports(module)
          .map((e) => `${e.name}:${e.kind}`)
          .sort(),
      };
    };
    expect(names(wasm.bytes)).toEqual(names(new Uint8Array(stock)));
  });

  it("falls back to the package's file, saying why, when the build was made from another QuickJS", async () => {
    const other = path.join(scratch, 'other.wasm');
    const bytes = await readFile(stockQuickJSWasmPath());
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    await writeFile(other, bytes);
    const wasm = await quickJSWasm(other);
    expect(wasm.build).toBe('stock');
    expect(Buffer.from(wasm.bytes).equals(bytes)).toBe(true);
    expect(wasm.reason).toMatch(/made from @jitl\/quickjs-wasmfile-release-sync@[\d.]+, not from .*other\.wasm; run `npm run optimize:quickjs`/);
  });

  it('falls back when the build is missing or is not the file its manifest describes', async () => {
    const missing = await quickJSWasm(stockQuickJSWasmPath(), `${scratch}/nowhere/`);
    expect(missing.build).toBe('stock');
    expect(missing.reason).toMatch(/could not be read/);

    const dir = `${scratch}/tampered/`;
    await mkdir(dir);
    await copyFile(`${optimizedQuickJSDir()}quickjs.json`, `${dir}quickjs.json`);
    const wasm = await readFile(`${optimizedQuickJSDir()}quickjs.wasm`);
    wasm.writeUInt8(wasm.readUInt8(wasm.length - 1) ^ 1, wasm.length - 1);
    await writeFile(`${dir}quickjs.wasm`, wasm);
    const tampered = await quickJSWasm(stockQuickJSWasmPath(), dir);
    expect(tampered.build).toBe('stock');
    expect(tampered.reason).toMatch(/not the file its manifest describes/);
  });
});
