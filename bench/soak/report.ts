// The soak's figures: least-squares slopes of the memory series over the window, the verdict of
// each against the stated flatness rule, latency percentiles, and plain-text tables.
import type { SoakSample } from './sampler';

export type Series =
  | 'apiRssMb'
  | 'workerRssMb'
  | 'redisUsedMb'
  | 'apiRssAnonMb'
  | 'workerRssAnonMb'
  | 'apiHeapMb'
  | 'workerHeapMb'
  | 'apiHeapTotalMb'
  | 'workerHeapTotalMb'
  | 'apiExternalMb'
  | 'workerExternalMb';

export interface SeriesFit {
  series: Series;
  samples: number;
  meanMb: number;
  firstMb: number;
  lastMb: number;
  /** Fitted slope, MB per minute, with its standard error. */
  slopeMbPerMin: number;
  slopeStdErr: number;
  slopePctOfMeanPerMin: number;
  /** The fitted change over the whole window (slope × window length). */
  driftMb: number;
  limitMb: number;
  flat: boolean;
}

/**
 * The rule: a series is flat when its fitted change over the window stays within 2 % of its mean
 * or 1 MB, whichever is larger (so a small Redis is not judged on noise), and never above 5 MB.
 */
export const FLAT_RULE =
  '|slope × window| ≤ max(2 % of the mean, 1 MB), capped at 5 MB (fitted by least squares on the 5 s samples of the window)';

export function flatLimitMb(meanMb: number): number {
  return Math.min(5, Math.max(0.02 * meanMb, 1));
}

export function fitSeries(samples: SoakSample[], series: Series, fromAt: number): SeriesFit {
  const points = samples.filter((s) => s.at >= fromAt).map((s) => [s.at / 60, s[series]] as const);
  const n = points.length;
  const meanT = points.reduce((sum, [t]) => sum + t, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const [t, y] of points) {
    sxx += (t - meanT) ** 2;
    sxy += (t - meanT) * (y - meanY);
  }
  const slope = sxy / sxx;
  let residuals = 0;
  for (const [t, y] of points) residuals += (y - meanY - slope * (t - meanT)) ** 2;
  const windowMin = (points.at(-1)?.[0] ?? 0) - (points[0]?.[0] ?? 0);
  const driftMb = slope * windowMin;
  const limitMb = flatLimitMb(meanY);
  return {
    series,
    samples: n,
    meanMb: meanY,
    firstMb: points[0]?.[1] ?? NaN,
    lastMb: points.at(-1)?.[1] ?? NaN,
    slopeMbPerMin: slope,
    slopeStdErr: Math.sqrt(residuals / Math.max(1, n - 2) / sxx),
    slopePctOfMeanPerMin: (100 * slope) / meanY,
    driftMb,
    limitMb,
    flat: Math.abs(driftMb) <= limitMb,
  };
}

/** Percentile of the values (a copy is sorted); NaN when there are none. */
export function percentile(values: ArrayLike<number>, p: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Columns padded to their widest cell, first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export const SERIES_LABELS: Record<Series, string> = {
  apiRssMb: 'api RSS',
  workerRssMb: 'worker RSS',
  redisUsedMb: 'Redis used_memory',
  apiRssAnonMb: 'api RssAnon (info)',
  workerRssAnonMb: 'worker RssAnon (info)',
  apiHeapMb: 'api V8 heap used (info)',
  workerHeapMb: 'worker V8 heap used (info)',
  apiHeapTotalMb: 'api V8 heap total (info)',
  workerHeapTotalMb: 'worker V8 heap total (info)',
  apiExternalMb: 'api external (info)',
  workerExternalMb: 'worker external (info)',
};
