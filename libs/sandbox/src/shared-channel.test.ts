import { describe, expect, it } from 'vitest';
import { createChannelBuffers, HostChannelEnd, WorkerChannelEnd } from './shared-channel';

// Both ends in one thread: the worker's end blocks only when no request is there.
function channel(sizes?: { initial: number; maximum: number }) {
  const buffers = createChannelBuffers(sizes);
  return { host: new HostChannelEnd(buffers), worker: new WorkerChannelEnd(buffers) };
}

describe('shared channel', () => {
  it('wakes a parked worker by message, then hands requests over in shared memory', async () => {
    const { host, worker } = channel();
    expect(host.send('{"type":"call","name":"é"}')).toBe('wake');
    expect(worker.next(0)).toBe('{"type":"call","name":"é"}');
    worker.answer('"first"', () => expect.unreachable());
    await expect(host.answer()).resolves.toBe('"first"');
    expect(host.send('second')).toBe('shared');
    expect(worker.next(0)).toBe('second');
    worker.answer('"second answer"', () => expect.unreachable());
    await expect(host.answer()).resolves.toBe('"second answer"');
  });

  it('stops waiting for an answer once the worker is gone, leaving no wait behind', async () => {
    const { host, worker } = channel();
    host.send('{"type":"call"}');
    // The worker took the request and died before answering: the state stays busy.
    expect(worker.next(0)).toBe('{"type":"call"}');
    let alive = true;
    const answered = host.answer(() => alive);
    setTimeout(() => {
      alive = false;
    }, 30);
    await expect(answered).resolves.toBeUndefined();
  });

  it('parks a worker that waited in vain once its answer was read; the next request wakes it by message', async () => {
    const { host, worker } = channel();
    host.send('one');
    worker.next(0);
    worker.answer('1', () => undefined);
    expect(host.describe()).toBe('the answer was in shared memory, unread by the host');
    await expect(host.answer()).resolves.toBe('1');
    expect(host.describe()).toBe('the worker had answered and was waiting for the next request');
    expect(worker.next(1)).toBeUndefined();
    expect(host.describe()).toBe('the worker was in its event loop (parked)');
    expect(host.send('two')).toBe('wake');
    expect(worker.next(0)).toBe('two');
  });

  it('grows the buffer for a long text', async () => {
    const { host, worker } = channel({ initial: 1024, maximum: 1024 * 1024 });
    const long = 'ü'.repeat(100_000);
    host.send(long);
    expect(worker.next(0)).toBe(long);
    worker.answer(long + long, () => expect.unreachable());
    await expect(host.answer()).resolves.toBe(long + long);
  });

  it('falls back to messages for texts beyond its maximum', async () => {
    const { host, worker } = channel({ initial: 1024, maximum: 4096 });
    host.send('small');
    worker.next(0);
    worker.answer('ok', () => undefined);
    await host.answer();
    // The request goes as a message, and the waiting worker is told to park to read it.
    expect(host.send('x'.repeat(5000))).toBe('post');
    expect(worker.next(1000)).toBeUndefined();
    expect(host.send('again')).toBe('wake');
    expect(worker.next(0)).toBe('again');
    let posted = false;
    worker.answer('y'.repeat(5000), () => {
      posted = true;
    });
    expect(posted).toBe(true);
    await expect(host.answer()).resolves.toBeUndefined();
  });

  it('parks a waiting worker for a request that travels as a message (a load)', () => {
    const { host, worker } = channel();
    host.send('one');
    worker.next(0);
    worker.answer('1', () => expect.unreachable());
    host.park();
    // The worker, waiting for its next request, returns to its event loop at once, where the message is.
    const started = performance.now();
    expect(worker.next(5_000)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(host.send('two')).toBe('wake');
    expect(worker.next(0)).toBe('two');
  });

  it('refuses shared memory while the worker is stuck on an earlier request', () => {
    const { host, worker } = channel();
    host.send('hang');
    worker.next(0);
    expect(host.send('next')).toBe('post');
  });
});
