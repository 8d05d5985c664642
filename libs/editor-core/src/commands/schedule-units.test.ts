import { describe, expect, it } from 'vitest';
import type { MapDocument, ScenarioDocument } from '@kriegsspiel/formats';
import { Editor } from '../editor';
import { scheduleUnits } from './schedule-units';
import { placeUnits } from './place-units';
import { demoFiles, demoOob, scenarioPath } from '../test-support/oob-fixtures';
import { entryWays, newArrival, unplacedUnits } from '../scenario/scenario-units';

function setup() {
  const editor = new Editor();
  editor.store.load(demoFiles());
  const scenario = () => editor.store.require(scenarioPath, 'scenario').value;
  return { editor, scenario };
}

describe('schedule-units', () => {
  it('moves a unit set up on the map to a new arrival, as one undo step', () => {
    const { editor, scenario } = setup();
    expect(
      editor.run(scheduleUnits, scenarioPath, { units: ['napoleon'], arrival: { turn: 3, at: { entry: 'north' } }, label: 'Napoleon arrives later' }),
    ).toBe(true);
    expect(scenario().setup).toEqual([{ draw: { pool: 'bag', count: 1 }, at: { location: 'f1' } }]);
    expect(scenario().reinforcements?.schedule).toEqual([
      { turn: 2, units: ['en-inf-5'], at: { entry: 'north' } },
      { turn: 3, units: ['napoleon'], at: { entry: 'north' } },
    ]);
    expect(entryWays(scenario()).get('napoleon')).toEqual({ way: 'schedule', row: 1 });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Napoleon arrives later']);
    editor.undo();
    expect(editor.store.isDirty(scenarioPath)).toBe(false);
  });

  it('joins an existing row, taking the unit from another row; rows left empty go', () => {
    const { editor, scenario } = setup();
    editor.run(placeUnits, scenarioPath, { units: ['fr-inf-6'], at: { hex: '0303' } });
    editor.run(scheduleUnits, scenarioPath, { units: ['fr-inf-6'], arrival: { turn: 4, at: [{ entry: 'north' }, { entry: 'south' }] } });
    expect(scenario().setup?.some((p) => p.units?.includes('fr-inf-6'))).toBe(false);
    editor.run(scheduleUnits, scenarioPath, { units: ['fr-inf-6'], row: 0 });
    expect(scenario().reinforcements?.schedule).toEqual([{ turn: 2, units: ['en-inf-5', 'fr-inf-6'], at: { entry: 'north' } }]);
    expect(unplacedUnits(scenario(), demoOob)).toEqual([]);
  });

  it('changes nothing when there is nothing to do', () => {
    const { editor } = setup();
    expect(editor.run(scheduleUnits, scenarioPath, { units: ['en-inf-5'], row: 0 })).toBe(false);
    expect(editor.run(scheduleUnits, scenarioPath, { units: ['napoleon'], row: 5 })).toBe(false);
    expect(editor.run(scheduleUnits, scenarioPath, { units: ['napoleon'] })).toBe(false);
    expect(editor.run(scheduleUnits, scenarioPath, { units: [], row: 0 })).toBe(false);
    expect(editor.history.undoStack).toHaveLength(0);
  });

  it('adds the schedule to a scenario that had no reinforcements', () => {
    const editor = new Editor();
    editor.store.load(
      demoFiles().map((f) =>
        f.path === scenarioPath ? { ...f, text: JSON.stringify({ ...(JSON.parse(f.text) as ScenarioDocument), reinforcements: undefined }) } : f,
      ),
    );
    editor.run(scheduleUnits, scenarioPath, { units: ['napoleon'], arrival: { turn: 1, at: { location: 'f1' } } });
    const scenario = editor.store.require(scenarioPath, 'scenario').value;
    expect(scenario.reinforcements).toEqual({ schedule: [{ turn: 1, units: ['napoleon'], at: { location: 'f1' } }] });
    expect(scenario.setup).toEqual([{ draw: { pool: 'bag', count: 1 }, at: { location: 'f1' } }]);
  });

  it('starts a new arrival where the last one is, else at the map first entry point, area or location', () => {
    const { scenario } = setup();
    expect(newArrival(scenario(), undefined)).toEqual({ turn: 2, at: { entry: 'north' } });
    const bare = { ...scenario(), reinforcements: undefined, turns: { ...scenario().turns, first: 3 } } as ScenarioDocument;
    expect(newArrival(bare, { locations: [{ id: 'f1', name: 'Fleurus' }] } as unknown as MapDocument)).toEqual({ turn: 3, at: { location: 'f1' } });
    expect(newArrival(bare, { entryPoints: [{ id: 'west' }], locations: [{ id: 'f1' }] } as unknown as MapDocument)).toEqual({
      turn: 3,
      at: { entry: 'west' },
    });
    expect(newArrival(bare, undefined)).toBeUndefined();
  });
});
