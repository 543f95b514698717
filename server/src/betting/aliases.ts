/**
 * SPEC §3 and §7 spell the bet fields differently (Summ / summ, Events / couponEvents, betGUID / betGuid …).
 * Requests may use either; this maps them to the §7 names the schemas use.
 */
const keyAliases: Record<string, string> = {
  Summ: 'summ',
  Events: 'couponEvents',
  events: 'couponEvents',
  CheckCf: 'checkCf',
  betGUID: 'betGuid',
  BetGuid: 'betGuid',
  ApprovedBet: 'approvedBet',
  SaleBetId: 'saleBetId',
  DropOnScoreChange: 'dropOnScoreChange',
  IsAutoBet: 'isAutoBet',
  AutoBetCf: 'autoBetCf',
  GroupsSumms: 'groupsSumms',
  AvanceBet: 'avanceBet',
  Vid: 'vid',
  ExpressNum: 'expressNum',
  coupon: 'guid',
  EventsIndexes: 'eventsIndexes',
  OneClickBet: 'oneClickBet',
  IsExpressBoost: 'isExpressBoost',
  IsPowerBet: 'isPowerBet',
  BuilderCoupon: 'builderCoupon',
  IsNewBetBuilder: 'isNewBetBuilder',
  couponCode: 'couponCode',
};

const eventAliases: Record<string, string> = {
  GameId: 'gameId',
  G: 'gameId',
  Type: 'type',
  T: 'type',
  Param: 'param',
  P: 'param',
  Coef: 'coef',
  C: 'coef',
};

function rename(obj: Record<string, unknown>, aliases: Record<string, string>): Record<string, unknown> {
  // Keys are the client's: a Map, so `__proto__` or `constructor` stay data (a strict schema then names them).
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj)) {
    const name = Object.hasOwn(aliases, k) ? (aliases[k] as string) : k;
    if (!out.has(name) || name === k) out.set(name, v);
  }
  return Object.fromEntries(out);
}

export function normaliseBetBody(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const body = rename(raw as Record<string, unknown>, keyAliases);
  if (Array.isArray(body.couponEvents)) {
    body.couponEvents = body.couponEvents.map((e) =>
      typeof e === 'object' && e !== null ? rename(e as Record<string, unknown>, eventAliases) : e,
    );
  }
  if (Array.isArray(body.coupons)) body.coupons = body.coupons.map(normaliseBetBody);
  return body;
}
