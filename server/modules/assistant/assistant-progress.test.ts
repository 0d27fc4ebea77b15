import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConsolidatedStage, createAssistantProgress } from './assistant-progress';

describe('the progress of consolidated answers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const follower = () => {
    const seen = { stages: [] as ConsolidatedStage[], ended: 0 };
    return {
      seen,
      handlers: { onStage: (stage: ConsolidatedStage) => seen.stages.push(stage), onEnd: () => seen.ended++ },
    };
  };

  it('ends a stream with its answer and forgets the request id shortly after', () => {
    const progress = createAssistantProgress({ graceMs: 1_000, streamLimitMs: 10_000 });
    const { seen, handlers } = follower();
    progress.follow('a', handlers);
    progress.publish('a', 'reading');
    progress.publish('a', 'done');
    expect(seen).toEqual({ stages: ['reading', 'done'], ended: 1 });
    progress.finish('a');
    expect(seen.ended).toBe(1);
    expect(progress.remembered()).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(progress.remembered()).toBe(0);
  });

  it('replays a finished answer to a late stream and ends it at once', () => {
    const progress = createAssistantProgress();
    progress.publish('b', 'reading');
    progress.finish('b');
    progress.publish('b', 'composing');
    const { seen, handlers } = follower();
    progress.follow('b', handlers);
    expect(seen).toEqual({ stages: ['reading'], ended: 1 });
  });

  it('ends a stream whose answer never comes at the time limit, and forgets an unfinished answer then', () => {
    const progress = createAssistantProgress({ graceMs: 1_000, streamLimitMs: 10_000 });
    const waiting = follower();
    progress.follow('nobody', waiting.handlers);
    progress.publish('stuck', 'reading');
    vi.advanceTimersByTime(9_999);
    expect(waiting.seen.ended).toBe(0);
    vi.advanceTimersByTime(1);
    expect(waiting.seen.ended).toBe(1);
    expect(progress.remembered()).toBe(0);
    progress.publish('nobody', 'reading');
    expect(waiting.seen.stages).toEqual([]);
  });

  it('stops following without ending when the browser leaves', () => {
    const progress = createAssistantProgress();
    const { seen, handlers } = follower();
    const stop = progress.follow('c', handlers);
    stop();
    progress.publish('c', 'done');
    vi.advanceTimersByTime(200_000);
    expect(seen).toEqual({ stages: [], ended: 0 });
  });
});
