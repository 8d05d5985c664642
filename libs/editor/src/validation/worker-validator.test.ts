import { afterEach, describe, expect, it } from 'vitest';
import { WorkspaceValidator, paintHexTerrain, replaceDocument } from '@kriegsspiel/editor-core';
import { hundredDaysMapPath, modFiles, modsEditor } from '../test-support/mods-fixtures';
import type { ValidateAnswer, ValidateRequest } from './validation-messages';
import { InThreadValidator } from './studio-validator';
import { WorkerValidator, createValidationWorker, type ValidationWorkerLike } from './worker-validator';

const files = modFiles.map((f) => f.path);
const validators: { dispose(): void }[] = [];
afterEach(() => validators.splice(0).forEach((v) => v.dispose()));

/** The real worker, with every request it is sent recorded. */
function recordedWorker(requests: ValidateRequest[]): () => ValidationWorkerLike {
  return () => {
    const worker = createValidationWorker();
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (request: ValidateRequest) => {
      requests.push(request);
      post(request);
    };
    return worker;
  };
}

/** A worker stand-in that answers only when the test says so. */
class ScriptedWorker implements ValidationWorkerLike {
  onmessage: ((event: MessageEvent<ValidateAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  readonly requests: ValidateRequest[] = [];
  terminated = false;
  postMessage(request: ValidateRequest): void {
    this.requests.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(answer: ValidateAnswer): void {
    this.onmessage?.(new MessageEvent('message', { data: answer }));
  }
}

const problem = (message: string) => ({ file: hundredDaysMapPath, pointer: '', line: 1, column: 1, severity: 'error' as const, code: 'test', message });

function track<T extends { dispose(): void }>(validator: T): T {
  validators.push(validator);
  return validator;
}

describe('WorkerValidator', () => {
  it('reports exactly what WorkspaceValidator reports in the page, for every document of mods/', async () => {
    const editor = modsEditor();
    // A schema error and a semantic one, so the report is not empty.
    editor.run(paintHexTerrain, hundredDaysMapPath, { label: '0305', terrain: 'swamp' });
    const expected = new WorkspaceValidator().validateStore(editor.store, files);
    const report = await track(new WorkerValidator()).validate(editor.store, files);
    expect(report.ranIn).toBe('worker');
    expect(report.problems.length).toBeGreaterThan(0);
    expect(report.problems).toEqual(expected.problems);
    expect([...report.byPath]).toEqual([...expected.byPath]);
    expect(report.byPath.get(hundredDaysMapPath)?.some((p) => p.pointer === '/hexes/0305/terrain/0')).toBe(true);
  });

  it('problems are plain data: they survive structured cloning unchanged', () => {
    const editor = modsEditor();
    editor.run(paintHexTerrain, hundredDaysMapPath, { label: '0305', terrain: 'swamp' });
    const { problems } = new WorkspaceValidator().validateStore(editor.store, files);
    expect(problems.length).toBeGreaterThan(0);
    expect(structuredClone(problems)).toEqual(problems);
  });

  it('sends every document once, then only the documents whose text changed', async () => {
    const editor = modsEditor();
    const requests: ValidateRequest[] = [];
    const validator = track(new WorkerValidator({ createWorker: recordedWorker(requests) }));
    await validator.validate(editor.store, files);
    expect(requests[0]?.sources.map((s) => s.path)).toEqual(editor.store.all().map((d) => d.path));

    await validator.validate(editor.store, files);
    expect(requests[1]?.sources).toEqual([]);

    editor.run(paintHexTerrain, hundredDaysMapPath, { label: '0305', terrain: 'swamp' });
    const edited = await validator.validate(editor.store, files);
    expect(requests[2]?.sources.map((s) => s.path)).toEqual([hundredDaysMapPath]);
    expect(edited.problems.some((p) => p.pointer === '/hexes/0305/terrain/0')).toBe(true);

    // Back to the text the worker had before: a change again, and the problem is gone.
    editor.undo();
    const undone = await validator.validate(editor.store, files);
    expect(requests[3]?.sources.map((s) => s.path)).toEqual([hundredDaysMapPath]);
    expect(undone.problems).toEqual(new WorkspaceValidator().validateStore(editor.store, files).problems);
    expect(requests.map((r) => r.removed.length)).toEqual([0, 0, 0, 0]);
  });

  it('tells the worker which documents are gone', async () => {
    const editor = modsEditor();
    const requests: ValidateRequest[] = [];
    const validator = track(new WorkerValidator({ createWorker: recordedWorker(requests) }));
    await validator.validate(editor.store, files);
    // A document made placeholder-like (not on disk, unedited) is no longer validated.
    editor.store.load([{ path: hundredDaysMapPath, text: '{}', version: '' }]);
    const report = await validator.validate(editor.store, files);
    expect(requests[1]?.removed).toEqual([hundredDaysMapPath]);
    expect(requests[1]?.sources).toEqual([]);
    expect(report.problems).toEqual(new WorkspaceValidator().validateStore(editor.store, files).problems);
  });

  it('sends the order of the store when a document comes back in the middle, so the reports stay equal', async () => {
    const editor = modsEditor();
    const requests: ValidateRequest[] = [];
    const validator = track(new WorkerValidator({ createWorker: recordedWorker(requests) }));
    const mapText = editor.store.textOf(hundredDaysMapPath);
    await validator.validate(editor.store, files);
    editor.store.load([{ path: hundredDaysMapPath, text: '{}', version: '' }]);
    await validator.validate(editor.store, files);
    // Edited, the placeholder is validated again, where the store holds it (not at the end).
    editor.run(replaceDocument, hundredDaysMapPath, { value: JSON.parse(mapText), label: 'Restore' });
    const report = await validator.validate(editor.store, files);
    expect(requests[1]?.order).toBeUndefined();
    expect(requests[2]?.order).toEqual(editor.store.all().map((d) => d.path));
    expect(report.problems).toEqual(new WorkspaceValidator().validateStore(editor.store, files).problems);
  });

  it('ignores the answer to a run a newer run superseded', async () => {
    const editor = modsEditor();
    const worker = new ScriptedWorker();
    const validator = track(new WorkerValidator({ createWorker: () => worker }));
    const first = validator.validate(editor.store, files);
    const second = validator.validate(editor.store, files);
    const [old, latest] = worker.requests;
    const settled: string[] = [];
    void first.then((r) => settled.push(`first: ${r.problems[0]?.message}`));
    void second.then((r) => settled.push(`second: ${r.problems[0]?.message}`));
    worker.answer({ id: old?.id ?? 0, problems: [problem('stale')], durationMs: 1 });
    await Promise.resolve();
    expect(settled).toEqual([]);
    worker.answer({ id: latest?.id ?? 0, problems: [problem('fresh')], durationMs: 1 });
    await Promise.all([first, second]);
    expect(settled).toEqual(['first: fresh', 'second: fresh']);
    expect((await first).byPath.get(hundredDaysMapPath)?.map((p) => p.message)).toEqual(['fresh']);
  });

  it('moves to the page when the worker fails, says so once and still gives the report', async () => {
    const editor = modsEditor();
    editor.run(paintHexTerrain, hundredDaysMapPath, { label: '0305', terrain: 'swamp' });
    const worker = new ScriptedWorker();
    const reasons: string[] = [];
    const validator = track(new WorkerValidator({ createWorker: () => worker, onFallback: (r) => reasons.push(r) }));
    const pending = validator.validate(editor.store, files);
    worker.onerror?.(new ErrorEvent('error', { message: 'boom' }));
    const report = await pending;
    const expected = new WorkspaceValidator().validateStore(editor.store, files);
    expect(report.ranIn).toBe('page');
    expect(report.problems).toEqual(expected.problems);
    expect(worker.terminated).toBe(true);
    const next = await validator.validate(editor.store, files);
    expect(next.problems).toEqual(expected.problems);
    expect(worker.requests).toHaveLength(1);
    expect(reasons).toEqual(['the validation worker failed: boom']);
  });

  it('moves to the page when the worker answers with an error', async () => {
    const editor = modsEditor();
    const worker = new ScriptedWorker();
    const reasons: string[] = [];
    const validator = track(new WorkerValidator({ createWorker: () => worker, onFallback: (r) => reasons.push(r) }));
    const pending = validator.validate(editor.store, files);
    worker.answer({ id: worker.requests[0]?.id ?? 0, error: 'out of memory' });
    expect((await pending).problems).toEqual(new WorkspaceValidator().validateStore(editor.store, files).problems);
    expect(reasons).toEqual(['the validation worker could not validate: out of memory']);
  });

  it('stops the worker when disposed, rejecting the run it awaited', async () => {
    const editor = modsEditor();
    const worker = new ScriptedWorker();
    const validator = new WorkerValidator({ createWorker: () => worker });
    const pending = validator.validate(editor.store, files);
    validator.dispose();
    expect(worker.terminated).toBe(true);
    await expect(pending).rejects.toThrow('the validator was disposed');
    await expect(validator.validate(editor.store, files)).rejects.toThrow('the validator was disposed');
  });
});

describe('InThreadValidator', () => {
  it('reports what WorkspaceValidator reports, as run in the page', async () => {
    const editor = modsEditor();
    const report = await new InThreadValidator().validate(editor.store, files);
    expect(report.ranIn).toBe('page');
    expect(report.problems).toEqual(new WorkspaceValidator().validateStore(editor.store, files).problems);
  });
});
