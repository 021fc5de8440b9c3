// Prints the soak's report: per-minute figures, memory slopes with their verdicts, the end check
// of honest and hostile events, latency, and one JSON summary (also written to the stack's state
// directory).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { WrkResult } from '../telemetry/lib';
import { fixed, median } from '../telemetry/lib';
import { EVENTS_PER_BATCH, type HonestLoad } from './honest-load';
import type { HostileSender } from './hostile';
import { FLAT_RULE, fitSeries, percentile, SERIES_LABELS, table, type Series } from './report';
import type { SoakSample } from './sampler';
import type { EventCheck } from './verify';

export interface ReportInput {
  soakSeconds: number;
  windowSeconds: number;
  saturation: WrkResult;
  rate: number;
  loadFraction: number;
  connections: number;
  clients: number;
  samples: SoakSample[];
  final: SoakSample;
  drainSeconds: number;
  honest: HonestLoad;
  hostile: HostileSender;
  honestCheck: EventCheck;
  hostileCheck: EventCheck;
  deadLetters: number;
  load: { start: number[]; end: number[]; cores: number };
  stateDir: string;
}

const SERIES = Object.keys(SERIES_LABELS) as Series[];
const JUDGED: Series[] = ['apiRssMb', 'workerRssMb', 'redisUsedMb'];

/** One row a minute (10 s for a run of 2 minutes or less). */
function rows(input: ReportInput, step: number): string[][] {
  const { samples, honest, rate } = input;
  const result: string[][] = [];
  for (let from = 0; from < input.soakSeconds; from += step) {
    const before = samples.filter((s) => s.at <= from + 1).at(-1);
    const inRow = samples.filter((s) => s.at > from + 1 && s.at <= from + step + 1);
    const to = inRow.at(-1);
    if (!before || !to) continue;
    const span = to.at - before.at;
    const perSecond = (key: keyof SoakSample) => (to[key] - before[key]) / span;
    const latency = honest.latencyMs.subarray(
      Math.floor(from * rate),
      Math.min(honest.sent(), Math.floor((from + step) * rate)),
    );
    result.push([
      `${from}-${from + step}`,
      fixed(perSecond('sent'), 0),
      fixed(perSecond('accepted'), 0),
      fixed(perSecond('stored'), 0),
      String(Math.max(...inRow.map((s) => s.backlog))),
      fixed(median(inRow.map((s) => s.apiRssMb)), 1),
      fixed(median(inRow.map((s) => s.workerRssMb)), 1),
      fixed(median(inRow.map((s) => s.redisUsedMb)), 2),
      String(to.redisKeys),
      fixed(100 * perSecond('apiCpuS'), 0),
      fixed(100 * perSecond('workerCpuS'), 0),
      fixed(100 * perSecond('benchCpuS'), 0),
      fixed(percentile(latency, 50), 1),
      fixed(percentile(latency, 99), 1),
      fixed(to.load1, 1),
    ]);
  }
  return result;
}

function statusCounts(honest: HonestLoad): Record<string, number> {
  const counts: Record<string, number> = {};
  const sent = honest.sent();
  for (let n = 0; n < sent; n++) {
    const key = String(honest.statuses[n]);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export function printReport(input: ReportInput): void {
  const { honest, hostile, honestCheck, hostileCheck } = input;
  const windowFrom = input.soakSeconds - input.windowSeconds;
  const fits = SERIES.map((series) => fitSeries(input.samples, series, windowFrom));
  const sent = honest.sent();
  const latency = honest.latencyMs.subarray(0, sent);
  const service = honest.serviceMs.subarray(0, sent);
  const statuses = statusCounts(honest);
  const accepted = input.samples.at(-1);
  const achieved = accepted ? (accepted.sent - (input.samples[0]?.sent ?? 0)) / accepted.at : NaN;

  const step = input.soakSeconds <= 120 ? 10 : 60;
  console.log(
    `\nEvery ${step} s (rates and CPU (% of one core) from the 5 s samples, memory their median; latency from the scheduled send)`,
  );
  console.log(
    table(
      [
        'seconds',
        'sent req/s',
        'accepted ev/s',
        'stored ev/s',
        'max backlog',
        'api RSS MB',
        'worker RSS MB',
        'Redis MB',
        'Redis keys',
        'api CPU %',
        'worker CPU %',
        'generator CPU %',
        'p50 ms',
        'p99 ms',
        'load',
      ],
      rows(input, step),
    ),
  );

  console.log(
    `\nMemory over the last ${fixed(input.windowSeconds / 60, 1)} min (from t=${windowFrom} s); flat: ${FLAT_RULE}`,
  );
  console.log(
    table(
      [
        'series',
        'mean MB',
        'first MB',
        'last MB',
        'slope MB/min',
        '± s.e.',
        '% of mean/min',
        'change over window MB',
        'limit MB',
        'verdict',
      ],
      fits.map((fit) => [
        SERIES_LABELS[fit.series],
        fixed(fit.meanMb, 2),
        fixed(fit.firstMb, 2),
        fixed(fit.lastMb, 2),
        fixed(fit.slopeMbPerMin, 3),
        fixed(fit.slopeStdErr, 3),
        fixed(fit.slopePctOfMeanPerMin, 3),
        fixed(fit.driftMb, 2),
        fixed(fit.limitMb, 2),
        JUDGED.includes(fit.series)
          ? fit.flat
            ? 'PASS (flat)'
            : 'FAIL (not flat)'
          : fit.flat
            ? 'flat'
            : 'not flat',
      ]),
    ),
  );

  console.log('\nEvents (after the queue drained)');
  const eventRow = (label: string, check: EventCheck, sentEvents: number) => [
    label,
    String(sentEvents),
    String(check.expected),
    String(check.storedOfExpected),
    String(check.lost),
    String(check.duplicated),
    String(check.extra),
    check.lost === 0 && check.duplicated === 0 ? 'PASS' : 'FAIL',
  ];
  const hostileValidSent = [...hostile.stats.values()]
    .filter((s) => s.expected === 202)
    .reduce((sum, s) => sum + s.sent * EVENTS_PER_BATCH, 0);
  console.log(
    table(
      [
        'batches',
        'events sent',
        'accepted (202)',
        'stored once',
        'lost',
        'duplicated',
        'stored, not 202',
        'verdict',
      ],
      [
        eventRow('honest', honestCheck, sent * EVENTS_PER_BATCH),
        eventRow('hostile but valid', hostileCheck, hostileValidSent),
      ],
    ),
  );
  console.log(
    `  honest answers: ${Object.entries(statuses)
      .map(([status, n]) => `${status === '0' ? 'no answer' : status} × ${n}`)
      .join(
        ', ',
      )}${honest.errors.size > 0 ? ` (${[...honest.errors].map(([e, n]) => `${e} × ${n}`).join(', ')})` : ''}; dead letters ${input.deadLetters}; the queue drained ${fixed(input.drainSeconds, 1)} s after the load stopped`,
  );

  console.log('\nHostile requests (one a second, in turn)');
  const hostileRows = [...hostile.stats].map(([name, stat]) => {
    const seen = Object.entries(stat.statuses)
      .map(([status, n]) => `${status} × ${n}`)
      .join(', ');
    const ok = (stat.statuses[String(stat.expected)] ?? 0) === stat.sent;
    return [
      name,
      String(stat.sent),
      String(stat.expected),
      seen,
      ok ? 'as expected' : 'UNEXPECTED',
    ];
  });
  console.log(table(['kind', 'sent', 'expected', 'statuses seen', ''], hostileRows));

  const latencyFigures = {
    p50: percentile(latency, 50),
    p90: percentile(latency, 90),
    p99: percentile(latency, 99),
    p999: percentile(latency, 99.9),
    max: percentile(latency, 100),
    serviceP50: percentile(service, 50),
    serviceP99: percentile(service, 99),
  };
  console.log(
    `\nHonest latency (${sent} requests, from the scheduled send): p50 ${fixed(latencyFigures.p50, 1)} ms, p90 ${fixed(latencyFigures.p90, 1)} ms, p99 ${fixed(latencyFigures.p99, 1)} ms, p99.9 ${fixed(latencyFigures.p999, 1)} ms, max ${fixed(latencyFigures.max, 1)} ms; from the actual send: p50 ${fixed(latencyFigures.serviceP50, 1)} ms, p99 ${fixed(latencyFigures.serviceP99, 1)} ms; generator's largest lag ${fixed(honest.maxLagMs(), 1)} ms`,
  );
  console.log(
    `Rate: saturation ${fixed(input.saturation.rps, 0)} req/s (wrk, p99 ${fixed(input.saturation.p99Ms, 1)} ms), target ${fixed(input.rate, 0)} req/s, achieved ${fixed(achieved, 0)} req/s. Load average at start ${input.load.start.map((l) => fixed(l)).join(' ')}, at end ${input.load.end.map((l) => fixed(l)).join(' ')} (${input.load.cores} cores)`,
  );

  const summary = {
    soakSeconds: input.soakSeconds,
    windowSeconds: input.windowSeconds,
    saturationReqPerSec: input.saturation.rps,
    targetReqPerSec: input.rate,
    achievedReqPerSec: achieved,
    loadFraction: input.loadFraction,
    connections: input.connections,
    clients: input.clients,
    flatRule: FLAT_RULE,
    memory: Object.fromEntries(fits.map((fit) => [fit.series, fit])),
    honest: { ...honestCheck, requests: sent, statuses, errors: Object.fromEntries(honest.errors) },
    hostileValid: hostileCheck,
    hostile: Object.fromEntries(hostile.stats),
    deadLetters: input.deadLetters,
    latencyMs: latencyFigures,
    generatorMaxLagMs: honest.maxLagMs(),
    drainSeconds: input.drainSeconds,
    loadAverage: input.load,
    verdict: {
      noHonestEventLost: honestCheck.lost === 0 && hostileCheck.lost === 0,
      noDuplicates: honestCheck.duplicated === 0 && hostileCheck.duplicated === 0,
      flat: Object.fromEntries(
        fits.filter((f) => JUDGED.includes(f.series)).map((f) => [f.series, f.flat]),
      ),
    },
    samples: input.samples,
  };
  const path = join(input.stateDir, 'soak-summary.json');
  writeFileSync(path, `${JSON.stringify(summary, null, 2)}\n`);
  const { samples: _samples, ...printed } = summary;
  console.log(`\nJSON summary (with the samples in ${path}):\n${JSON.stringify(printed)}`);
}
