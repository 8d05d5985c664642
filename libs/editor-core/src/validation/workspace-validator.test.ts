import { describe, expect, it } from 'vitest';
import { WorkspaceValidator } from './workspace-validator';
import { DocumentStore } from '../store/document-store';
import { smallMapText } from '../test-support/memory-workspace';
import { applyPatch } from '../json/patch';
import { formatJson } from '../json/format';

const path = 'mods/demo/maps/small.map.json';

describe('WorkspaceValidator', () => {
  it('finds no problem in a valid map', () => {
    const report = new WorkspaceValidator().validate([{ path, text: smallMapText }]);
    expect(report.problems).toEqual([]);
  });

  it('reports schema and semantic problems with the path, pointer, line and column', () => {
    const bad = applyPatch(JSON.parse(smallMapText), [
      { op: 'add', path: '/hexes/9,9', value: { terrain: ['forest'] } },
      { op: 'add', path: '/hexes/1,1', value: { terrain: ['swamp'] } },
    ]);
    const report = new WorkspaceValidator().validate([{ path, text: formatJson(bad) }]);
    const pointers = report.problems.map((p) => p.pointer);
    expect(pointers).toContain('/hexes/9,9');
    expect(pointers).toContain('/hexes/1,1/terrain/0');
    const offMap = report.problems.find((p) => p.pointer === '/hexes/9,9');
    expect(offMap).toMatchObject({ file: path, severity: 'error', code: 'off-map' });
    expect(offMap?.line).toBeGreaterThan(1);
    expect(report.byPath.get(path)).toHaveLength(report.problems.length);

    const broken = new WorkspaceValidator().validate([{ path, text: smallMapText.replace('"id": "small"', '"id": 5') }]);
    expect(broken.problems[0]).toMatchObject({ pointer: '/id', severity: 'error' });
  });

  it('reports text that is not JSON', () => {
    const report = new WorkspaceValidator().validate([{ path, text: '{ "a": ' }]);
    expect(report.problems.length).toBeGreaterThan(0);
  });

  it('validates what a store would save, and re-checks only edited text', () => {
    const store = new DocumentStore();
    store.load([{ path, text: smallMapText, version: 'v1' }]);
    const validator = new WorkspaceValidator();
    expect(validator.validateStore(store).problems).toEqual([]);
    store.apply(path, [{ op: 'replace', path: '/defaultTerrain', value: 'swamp' }]);
    expect(validator.validateStore(store).problems.map((p) => p.pointer)).toEqual(['/defaultTerrain']);
  });
});
