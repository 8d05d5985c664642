import { describe, expect, test } from 'vitest';
import { LaneScheduler, scheduleTasks, type TaskFailure } from './scheduler';

/** A lane is a numbered worker that may be told to fail; results name the lane that ran the task. */
interface FakeLane {
  id: number;
  closed: boolean;
}

function lanes(behaviour: (task: number, lane: FakeLane) => Promise<string> = async (task, lane) => `${task}@${lane.id}`) {
  const opened: FakeLane[] = [];
  return {
    opened,
    options: {
      lanes: 2,
      openLane: async () => {
        const lane = { id: opened.length, closed: false };
        opened.push(lane);
        return lane;
      },
      closeLane: (lane: FakeLane) => void (lane.closed = true),
      run: (lane: FakeLane, task: number) => behaviour(task, lane),
      failed: (task: number, failure: TaskFailure) => `${task}:${failure.reason}`,
    },
  };
}

describe('scheduleTasks', () => {
  test('runs every task on at most N lanes and gives the results by index, closing the lanes after', async () => {
    const { opened, options } = lanes();
    const { results, stopped } = await scheduleTasks(5, options);
    expect(stopped).toBe(false);
    expect(results.map((r) => r?.split('@')[0])).toEqual(['0', '1', '2', '3', '4']);
    expect(opened.length).toBe(2);
    expect(opened.every((l) => l.closed)).toBe(true);
  });

  test('a task that fails or runs too long is answered as failed, and its lane replaced', async () => {
    const { opened, options } = lanes(async (task, lane) => {
      if (task === 1) throw new Error('the worker died');
      if (task === 2) return new Promise<string>(() => undefined);
      return `${task}@${lane.id}`;
    });
    const { results } = await scheduleTasks(4, { ...options, lanes: 1, timeoutMs: () => 20 });
    expect(results).toEqual(['0@0', '1:crashed', '2:timeout', '3@2']);
    expect(opened.length).toBe(3);
  });

  test('a lane that cannot open fails every task, without opening lanes for ever', async () => {
    let attempts = 0;
    const { options } = lanes();
    const { results } = await scheduleTasks(3, {
      ...options,
      lanes: 1,
      openLane: () => {
        attempts++;
        return Promise.reject(new Error('no threads'));
      },
    });
    expect(results).toEqual(['0:crashed', '1:crashed', '2:crashed']);
    expect(attempts).toBe(1);
  });

  test('a stop drops the tasks in flight and starts none after', async () => {
    const stop = new AbortController();
    const started: number[] = [];
    const { opened, options } = lanes(async (task) => {
      started.push(task);
      if (task === 2) stop.abort();
      return new Promise<string>((resolve) => setTimeout(() => resolve(`${task}`), task === 2 ? 50 : 0));
    });
    const { results, stopped } = await scheduleTasks(10, { ...options, lanes: 1, signal: stop.signal });
    expect(stopped).toBe(true);
    expect(results.slice(0, 3)).toEqual(['0', '1', undefined]);
    expect(started).toEqual([0, 1, 2]);
    expect(opened.every((l) => l.closed)).toBe(true);
  });

  test('a scheduler keeps its lanes between tasks until closed, and answers tasks after closing as failed', async () => {
    const { opened, options } = lanes();
    const scheduler = new LaneScheduler(options);
    expect(await scheduler.run(1)).toBe('1@0');
    expect(await scheduler.run(2)).toBe('2@0');
    expect(opened.length).toBe(1);
    await scheduler.close();
    expect(opened[0]?.closed).toBe(true);
    expect(await scheduler.run(3)).toBe('3:crashed');
  });
});
