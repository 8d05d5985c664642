import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { placeUnits } from './place-units';
import { unplaceUnits } from './unplace-units';
import { demoFiles, demoOob, oobPath, scenarioPath } from '../test-support/oob-fixtures';
import { describePlace, entryWays, facingsOf, setupStacks, unplacedUnits } from '../scenario/scenario-units';

function setup() {
  const editor = new Editor();
  editor.store.load(demoFiles());
  const scenario = () => editor.store.require(scenarioPath, 'scenario').value;
  return { editor, scenario, oob: () => editor.store.require(oobPath, 'oob').value };
}

describe('place-units and unplace-units', () => {
  it('places a unit on a hex as a new placement, then stacks another on it', () => {
    const { editor, scenario } = setup();
    editor.run(placeUnits, scenarioPath, { units: ['fr-inf-6'], at: { hex: '0303' }, label: 'Place fr-inf-6 on 0303' });
    expect(scenario().setup?.[2]).toEqual({ units: ['fr-inf-6'], at: { hex: '0303' } });
    editor.run(placeUnits, scenarioPath, { units: ['napoleon'], at: { hex: '0303' } });
    // Napoleon left his own placement (which had nothing else) and joined the stack on top, taking its flags.
    expect(scenario().setup).toEqual([
      { draw: { pool: 'bag', count: 1 }, at: { location: 'f1' } },
      { units: ['fr-inf-6', 'napoleon'], at: { hex: '0303' } },
    ]);
    expect(
      setupStacks(scenario())
        .get('hex:0303')
        ?.units.map((u) => u.id),
    ).toEqual(['fr-inf-6', 'napoleon']);
    editor.undo();
    editor.undo();
    expect(editor.store.isDirty(scenarioPath)).toBe(false);
    expect(editor.history.undoStack).toHaveLength(0);
  });

  it('does nothing when the unit is already there, and takes units off the set-up', () => {
    const { editor, scenario } = setup();
    expect(editor.run(placeUnits, scenarioPath, { units: ['napoleon'], at: { hex: '0101' } })).toBe(false);
    editor.run(unplaceUnits, scenarioPath, { units: ['napoleon'] });
    expect(scenario().setup).toEqual([{ draw: { pool: 'bag', count: 1 }, at: { location: 'f1' } }]);
    expect(editor.run(unplaceUnits, scenarioPath, { units: ['napoleon'] })).toBe(false);
    editor.run(placeUnits, scenarioPath, { units: ['napoleon'], at: { area: 'wing-a' } });
    expect(scenario().setup?.at(-1)).toEqual({ units: ['napoleon'], at: { area: 'wing-a' } });
  });

  it('moves a whole placement to an empty place with its flags', () => {
    const { editor, scenario } = setup();
    editor.run(placeUnits, scenarioPath, { units: ['napoleon'], at: { hex: '0202' } });
    expect(scenario().setup?.[1]).toEqual({ units: ['napoleon'], at: { hex: '0202' }, faceDown: true });
  });

  it('knows how each unit enters play and which units are not placed', () => {
    const { scenario } = setup();
    expect([...entryWays(scenario())]).toEqual([
      ['fr-cav-1', { way: 'pool', pool: 'bag' }],
      ['napoleon', { way: 'setup', placement: 1 }],
      ['en-inf-5', { way: 'schedule', row: 0 }],
    ]);
    expect(unplacedUnits(scenario(), demoOob).map((u) => u.id)).toEqual(['fr-inf-6']);
    expect(describePlace([{ hex: '0101' }, { location: 'e1' }])).toBe('hex 0101 or location e1');
    expect(facingsOf('flat')).toEqual(['n', 'ne', 'se', 's', 'sw', 'nw']);
    expect(facingsOf('pointy')).toContain('e');
  });
});
