/** Animation timings of the public pages. */
export const rotationIntervalMs = 3000;
export const counterDurationMs = 2000;
export const counterStepMs = 16;
/** 2 s in 16 ms steps: 125 steps. */
export const counterSteps = Math.round(counterDurationMs / counterStepMs);
export const revealDurationMs = 600;
export const revealThreshold = 0.1;

export function nextRotationIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (index + 1) % count;
}

/** A counter's shown value after `step` of `steps`: linear, whole numbers, exactly `target` at the end. */
export function counterValue(target: number, step: number, steps = counterSteps): number {
  if (step >= steps) return target;
  if (step <= 0) return 0;
  return Math.round((target * step) / steps);
}
