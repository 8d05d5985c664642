import { html, render } from 'lit';
import { describe, expect, it } from 'vitest';
import { botBudget, botBudgetWords, botNameOf, botPicker } from './bot-picker';

describe('the bot picker', () => {
  it('names a search bot with iterations or milliseconds, as `--bots` takes them', () => {
    expect(botNameOf('ismcts', 200)).toBe('ismcts:200');
    expect(botNameOf('ismcts', 50, 'ms')).toBe('ismcts:50ms');
    expect(botNameOf('ismcts', 0, 'ms')).toBe('ismcts:1ms');
    expect(botNameOf('random', 50, 'ms')).toBe('random');
    expect(botBudget('ismcts:50ms')).toEqual({ amount: 50, unit: 'ms' });
    expect(botBudget('ismcts:12')).toEqual({ amount: 12, unit: 'iterations' });
    expect(botBudgetWords('ismcts:50ms')).toBe('50 ms');
    expect(botBudgetWords('ismcts:12')).toBe('12 iterations');
  });

  it('switches a seat between a budget of iterations and one of time', () => {
    const names: string[] = [];
    const host = document.createElement('div');
    const show = (name: string) => render(html`${botPicker({ role: 'red', label: 'Red', name, onChange: (n) => names.push(n) })}`, host);
    show('ismcts:12');
    const unit = host.querySelector('select[name="bot-unit-red"]') as HTMLSelectElement;
    expect(unit.value).toBe('iterations');
    unit.value = 'ms';
    unit.dispatchEvent(new Event('change'));
    expect(names.at(-1)).toBe('ismcts:50ms');
    show('ismcts:50ms');
    const amount = host.querySelector('input[name="bot-iterations-red"]') as HTMLInputElement;
    expect(amount.value).toBe('50');
    amount.value = '200';
    amount.dispatchEvent(new Event('change'));
    expect(names.at(-1)).toBe('ismcts:200ms');
  });
});
