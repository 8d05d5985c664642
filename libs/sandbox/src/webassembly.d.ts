// The workspace compiles against ES2023 + @types/node, neither of which declares
// the WebAssembly namespace (it lives in lib.dom / lib.webworker). This declares
// the small part of it the sandbox uses; the runtime objects are standard in
// Node and in browsers alike.
declare namespace WebAssembly {
  interface Module {
    readonly __webAssemblyModule?: never;
  }
  interface ModuleImportDescriptor {
    module: string;
    name: string;
    kind: string;
  }
  const Module: {
    prototype: Module;
    new (bytes: ArrayBuffer | ArrayBufferView): Module;
    imports(module: Module): ModuleImportDescriptor[];
  };

  type ImportValue = unknown;
  type Imports = Record<string, Record<string, ImportValue>>;
  type Exports = Record<string, unknown>;

  interface Instance {
    readonly exports: Exports;
  }
  const Instance: {
    prototype: Instance;
    new (module: Module, importObject?: Imports): Instance;
  };

  interface MemoryDescriptor {
    initial: number;
    maximum?: number;
  }
  interface Memory {
    readonly buffer: ArrayBuffer;
    grow(delta: number): number;
  }
  const Memory: {
    prototype: Memory;
    new (descriptor: MemoryDescriptor): Memory;
  };

  interface RuntimeError extends Error {
    readonly __webAssemblyRuntimeError?: never;
  }
  const RuntimeError: {
    prototype: RuntimeError;
    new (message?: string): RuntimeError;
  };

  function compile(bytes: ArrayBuffer | ArrayBufferView): Promise<Module>;
}
