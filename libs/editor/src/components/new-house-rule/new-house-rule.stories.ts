import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './new-house-rule';
import type { RulesetChoice } from './new-house-rule.component';

const meta: Meta = { title: 'Rules/New house rule', component: 'ks-new-house-rule' };
export default meta;

const rulesets: RulesetChoice[] = [
  {
    folder: 'mods/hundred-days-arclight',
    manifest: {
      id: 'hundred-days-arclight',
      name: 'Hundred Days Campaign',
      version: '0.1.0',
      hooks: [
        { name: 'movementAllowance', description: 'How many hexes a stack may go: by road 4, 3, 2 or 1 for one to four units; across country 2.' },
        { name: 'artilleryLimit', description: 'How many artillery cards a side may commit to one combat: two.' },
        { name: 'napoleonBonus', description: 'What Napoleon adds to the stack he is with.' },
      ],
    },
  },
];

export const Choosing: StoryObj = {
  render: () => {
    const dialog = document.createElement('ks-new-house-rule');
    dialog.rulesets = rulesets;
    dialog.takenIds = new Set(['hundred-days-arclight']);
    requestAnimationFrame(() => void dialog.ask());
    return dialog;
  },
};
