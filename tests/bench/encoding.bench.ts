/**
 * Parameter encoding throughput (sdk/src/encoding): the work every request does before it is sent, and the
 * dedupe/cache key. Ops are batched between clock reads so the timer does not dominate such short operations.
 */
import {
  encodeBody,
  encodeIdList,
  filterMenuSectionIds,
  PARAM_DEFAULTS,
  parseLeadingDigits,
  roundAmount,
  toQueryString,
} from '@betframe/sdk/encoding';
import type { Benchmark, Figure } from './benchmark';

const BATCH = 1_000;
const DURATION_MS = 400;

let sink = 0;

function opsPerSecond(op: () => unknown): number {
  const warmupEnd = performance.now() + 50;
  while (performance.now() < warmupEnd) for (let i = 0; i < 100; i += 1) op();
  let ops = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < DURATION_MS) {
    for (let i = 0; i < BATCH; i += 1) {
      const out = op();
      if (typeof out === 'string') sink += out.length;
    }
    ops += BATCH;
    elapsed = performance.now() - started;
  }
  return Math.round(ops / (elapsed / 1000));
}

const ids50 = Array.from({ length: 50 }, (_, i) => (i * 7919) % 1000);
const ids1000 = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 5000);
const feedParams = {
  language: 'en',
  partner: 1,
  groupId: 23,
  country: 1,
  coefViewId: 0,
  sportId: 1,
  champs: [2, 88, 13, 88, 4],
  live: true,
  mobi: false,
  count: 50,
  teams: [],
  filter: {},
};
const betBody = {
  Summ: 100,
  CheckCf: 0,
  Events: [
    { GameId: 1, Type: 1, Coef: 1.85, Param: 0 },
    { GameId: 2, Type: 3, Coef: 2.1, Param: 1.5 },
  ],
  Kind: 2,
  promo: undefined,
};

const encodingBenchmark: Benchmark = {
  name: 'sdk parameter encoding',
  async run(): Promise<Figure[]> {
    const figures: Figure[] = [
      {
        label: 'toQueryString: feed parameters (12 keys, defaults omitted)',
        value: opsPerSecond(() => toQueryString(feedParams, { defaults: PARAM_DEFAULTS })),
        unit: 'ops/s',
      },
      {
        label: 'encodeBody: bet payload',
        value: opsPerSecond(() => encodeBody(betBody, { defaults: PARAM_DEFAULTS })),
        unit: 'ops/s',
      },
      { label: 'encodeIdList: 50 ids', value: opsPerSecond(() => encodeIdList(ids50)), unit: 'ops/s' },
      { label: 'encodeIdList: 1000 ids', value: opsPerSecond(() => encodeIdList(ids1000)), unit: 'ops/s' },
      {
        label: 'filterMenuSectionIds: 20 ids',
        value: opsPerSecond(() =>
          filterMenuSectionIds([3, 4, 7, 1001, 'x', 28, 99, 1012, 13, 11, 3, 4, 7, 1001, 'y', 28, 99, 1012, 13, 11]),
        ),
        unit: 'ops/s',
      },
      {
        label: 'parseLeadingDigits',
        value: opsPerSecond(() => parseLeadingDigits('123456-real-madrid-barcelona')),
        unit: 'ops/s',
      },
      { label: 'roundAmount', value: opsPerSecond(() => roundAmount(1234.5678)), unit: 'ops/s' },
    ];
    if (sink < 0) figures.push({ label: 'unreachable', value: sink, unit: '' });
    return figures;
  },
};

export default encodingBenchmark;
