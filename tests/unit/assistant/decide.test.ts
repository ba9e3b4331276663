import { describe, expect, it } from 'vitest';
import { blend, decide, thresholds } from '@/lib/assistant/decide';

describe('decide', () => {
  it('hands over below the confidence threshold, and when nothing fits', () => {
    expect(decide([])).toEqual({ kind: 'handover', confidence: 0 });
    const weak = decide([{ uid: 'returns', score: thresholds.handover - 0.01 }]);
    expect(weak.kind).toBe('handover');
  });

  it('asks which one is meant when two articles fit about equally', () => {
    const decision = decide([
      { uid: 'recharge', score: 0.6 },
      { uid: 'charge-aura', score: 0.6 - thresholds.clarifyMargin / 2 },
    ]);
    expect(decision.kind).toBe('clarify');
    if (decision.kind === 'clarify') expect(decision.options.map((o) => o.uid)).toEqual(['recharge', 'charge-aura']);
  });

  it('answers with the best article when it clearly leads', () => {
    const decision = decide([
      { uid: 'recharge', score: 0.8 },
      { uid: 'charge-aura', score: 0.5 },
    ]);
    expect(decision).toMatchObject({ kind: 'answer', best: { uid: 'recharge' }, confidence: 0.8 });
  });

  it('does not ask when the runner-up is itself below the threshold', () => {
    expect(
      decide([
        { uid: 'a', score: thresholds.handover + 0.01 },
        { uid: 'b', score: thresholds.handover - 0.01 },
      ]).kind,
    ).toBe('answer');
  });
});

describe('blend', () => {
  it('weights the classifier over retrieval and ranks best first', () => {
    const ranked = blend(
      [
        { uid: 'a', score: 0.9 },
        { uid: 'b', score: 0.1 },
      ],
      [
        { uid: 'b', score: 12 },
        { uid: 'c', score: 6 },
      ],
    );
    expect(ranked.map((item) => item.uid)).toEqual(['a', 'b', 'c']);
    expect(ranked[0].score).toBeCloseTo(thresholds.classifierWeight * 0.9);
  });

  it('lets retrieval break a tie of the classifier', () => {
    const ranked = blend(
      [
        { uid: 'a', score: 0.5 },
        { uid: 'b', score: 0.5 },
      ],
      [{ uid: 'b', score: 10 }],
    );
    expect(ranked[0].uid).toBe('b');
  });
});
