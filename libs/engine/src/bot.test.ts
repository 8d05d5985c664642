import { describe, expect, test } from 'vitest';
import { randomBot } from './bot';

describe('the random bot', () => {
  const actions = [
    { action: { type: 'concede' }, prompt: 'Concede', concedes: true },
    { action: { type: 'wait' }, prompt: 'Wait' },
    { action: { type: 'move' }, prompt: 'Move' },
  ];

  test('never concedes while another action is legal', () => {
    const bot = randomBot(3);
    for (let i = 0; i < 200; i++) expect(bot.choose('red', actions).action).not.toEqual({ type: 'concede' });
  });

  test('still picks every other action', () => {
    const bot = randomBot(4);
    const seen = new Set(Array.from({ length: 100 }, () => (bot.choose('red', actions).action as { type: string }).type));
    expect([...seen].sort()).toEqual(['move', 'wait']);
  });

  test('concedes when nothing else is legal', () => {
    expect(randomBot(5).choose('red', actions.slice(0, 1)).action).toEqual({ type: 'concede' });
  });
});
