import type { ScenarioTestDocument } from '@kriegsspiel/formats';
import type { GameReport, TestReport } from '@kriegsspiel/engine';
import type { CampaignSpec, Engine, GameSpec, TestSpec } from '@kriegsspiel/runner';
import type { CampaignReport } from '../commands/play-campaign';

/** Work for a pool worker: one scenario test, or one game or one whole campaign played by bots. */
export type PoolTask =
  | { kind: 'test'; test: ScenarioTestDocument; spec: TestSpec; engine: Engine }
  | { kind: 'game'; spec: GameSpec; engine: Engine; seed: number; bots: string[]; maxActions: number; countHooks?: boolean }
  | { kind: 'campaign'; spec: CampaignSpec; engine: Engine; seed: number; bots: string[]; maxActions: number };

/** What a task gives back, with the time it took in the worker. */
export type PoolResult =
  | { kind: 'test'; report: TestReport; ms: number }
  | { kind: 'game'; report: GameReport; ms: number }
  | { kind: 'campaign'; report: CampaignReport; ms: number };

/** Messages from a worker: it is ready, a task's result, or a task that failed in the worker itself. */
export type WorkerToPool = { type: 'ready' } | { type: 'result'; id: number; result: PoolResult } | { type: 'failed'; id: number; message: string };

/** A message to a worker: a task to run. */
export interface PoolToWorker {
  id: number;
  task: PoolTask;
}
