// A binary min-heap for the path searches. Equal priorities come out in
// insertion order, which is what makes the searches deterministic: the same
// neighbours in the same order always settle in the same order.

interface Entry<T> {
  readonly priority: number;
  readonly sequence: number;
  readonly value: T;
}

const before = <T>(a: Entry<T>, b: Entry<T>): boolean => a.priority < b.priority || (a.priority === b.priority && a.sequence < b.sequence);

/** A min-priority queue with first-in-first-out ties (internal to the path searches). */
export class PriorityQueue<T> {
  private readonly heap: Entry<T>[] = [];
  private pushed = 0;

  /** Number of entries waiting. */
  get size(): number {
    return this.heap.length;
  }

  /** Adds a value; lower priorities come out first. */
  push(value: T, priority: number): void {
    const heap = this.heap;
    heap.push({ priority, sequence: this.pushed++, value });
    // Sift up.
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const child = heap[i] as Entry<T>;
      const above = heap[parent] as Entry<T>;
      if (!before(child, above)) break;
      heap[i] = above;
      heap[parent] = child;
      i = parent;
    }
  }

  /** Removes and returns the entry with the lowest priority (oldest first among equals). */
  pop(): { value: T; priority: number } | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined) return undefined;
    if (heap.length > 0) {
      heap[0] = last;
      // Sift down.
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = i;
        if (left < heap.length && before(heap[left] as Entry<T>, heap[smallest] as Entry<T>)) smallest = left;
        if (right < heap.length && before(heap[right] as Entry<T>, heap[smallest] as Entry<T>)) smallest = right;
        if (smallest === i) break;
        const swap = heap[i] as Entry<T>;
        heap[i] = heap[smallest] as Entry<T>;
        heap[smallest] = swap;
        i = smallest;
      }
    }
    return { value: top.value, priority: top.priority };
  }
}
