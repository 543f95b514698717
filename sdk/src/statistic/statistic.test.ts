import { describe, expect, it } from 'vitest';
import { envelop, readFrameToParent, readParentToFrame } from './messages';
import { statisticUrl } from './open';
import { candidateParentOrigin, isAllowedOrigin, originOf } from './origins';
import { parseStatisticRoute, splitFramePath, statisticRoutePath } from './paths';
import { statisticWindowFeatures, statisticWindowHeight } from './window-size';

describe('statistics routes (SPEC §2)', () => {
  it('parses every kind with its ids', () => {
    expect(parseStatisticRoute('game/1/500001')).toEqual({
      ok: true,
      route: { kind: 'game', sportId: 1, gameId: 500001, tab: 'main' },
    });
    expect(parseStatisticRoute('game/1/500001/h2h')).toMatchObject({ ok: true, route: { tab: 'h2h' } });
    expect(parseStatisticRoute('team/1/1001')).toMatchObject({ ok: true, route: { kind: 'team', teamId: 1001 } });
    expect(parseStatisticRoute('player/1/100001')).toMatchObject({ ok: true, route: { playerId: 100001 } });
    expect(parseStatisticRoute('stage/1/6001')).toMatchObject({ ok: true, route: { stageId: 6001 } });
    expect(parseStatisticRoute('tournament/1/300/4001')).toMatchObject({
      ok: true,
      route: { tournamentId: 300, seasonId: 4001 },
    });
    expect(parseStatisticRoute('rating/1/900')).toMatchObject({ ok: true, route: { ratingId: 900 } });
    expect(parseStatisticRoute('horse/7001')).toMatchObject({ ok: true, route: { horseId: 7001 } });
    expect(parseStatisticRoute('graph/500001')).toMatchObject({ ok: true, route: { coefficientView: 0 } });
    expect(parseStatisticRoute('graph/500001/2')).toMatchObject({ ok: true, route: { coefficientView: 2 } });
    expect(parseStatisticRoute('cyber/85/303/4007')).toMatchObject({ ok: true, route: { kind: 'cyber', sportId: 85 } });
  });

  it('names the first missing or malformed required id: Wrong input param [name]', () => {
    expect(parseStatisticRoute('game/1')).toEqual({
      ok: false,
      param: 'gameId',
      message: 'Wrong input param [gameId]',
    });
    expect(parseStatisticRoute('game')).toMatchObject({ message: 'Wrong input param [sportId]' });
    expect(parseStatisticRoute('team/1/abc')).toMatchObject({ message: 'Wrong input param [teamId]' });
    expect(parseStatisticRoute('player/0/5')).toMatchObject({ message: 'Wrong input param [sportId]' });
    expect(parseStatisticRoute('tournament/1/300')).toMatchObject({ message: 'Wrong input param [seasonId]' });
    expect(parseStatisticRoute('rating/1')).toMatchObject({ message: 'Wrong input param [ratingId]' });
    expect(parseStatisticRoute('horse')).toMatchObject({ message: 'Wrong input param [horseId]' });
    expect(parseStatisticRoute('graph')).toMatchObject({ message: 'Wrong input param [gameId]' });
    expect(parseStatisticRoute('stage/1')).toMatchObject({ message: 'Wrong input param [stageId]' });
    expect(parseStatisticRoute('')).toMatchObject({ message: 'Wrong input param [kind]' });
    expect(parseStatisticRoute('weather/1')).toMatchObject({ message: 'Wrong input param [kind]' });
  });

  it('accepts only cyber sports 85, 144 and 89', () => {
    for (const sport of [85, 144, 89]) expect(parseStatisticRoute(`cyber/${sport}/1/2`).ok).toBe(true);
    expect(parseStatisticRoute('cyber/1/303/4007')).toMatchObject({ message: 'Wrong input param [sportId]' });
  });

  it('rejects unknown game tabs and coefficient views', () => {
    expect(parseStatisticRoute('game/1/5/weather')).toMatchObject({ message: 'Wrong input param [tabName]' });
    expect(parseStatisticRoute('graph/5/9')).toMatchObject({ message: 'Wrong input param [coefficientView]' });
  });

  it('round-trips routes through their paths', () => {
    for (const path of ['game/1/5', 'game/1/5/stadium', 'graph/5', 'graph/5/3', 'cyber/89/1/2', 'horse/3']) {
      const parsed = parseStatisticRoute(path);
      if (!parsed.ok) throw new Error(path);
      expect(statisticRoutePath(parsed.route)).toBe(path);
    }
  });

  it('splits /{lang}/statisticpopup/ paths', () => {
    expect(splitFramePath('/en/statisticpopup/game/1/2')).toEqual({ lang: 'en', route: 'game/1/2' });
    expect(splitFramePath('/ru/statisticpopup')).toEqual({ lang: 'ru', route: '' });
    expect(splitFramePath('/en/line/football')).toBeUndefined();
  });
});

describe('statistics messages (CONTRACTS §5)', () => {
  it('accepts every frame-to-parent type with its fields', () => {
    const messages = [
      { type: 'height', height: 300 },
      { type: 'back' },
      { type: 'forward' },
      { type: 'route', path: '/en/statisticpopup/team/1/2', replace: false },
      { type: 'hidden-items', items: ['timeline'] },
      { type: 'send-bet', gameId: 1, sportId: 1, market: '1X2', outcome: '1', coefficient: 2.1 },
      { type: 'coupon-request', requestId: 'r1' },
      { type: 'title', title: 'T' },
    ] as const;
    for (const message of messages) expect(readFrameToParent(envelop(message))).toEqual(envelop(message));
  });

  it('accepts every parent-to-frame type, keeping extra coupon-data fields', () => {
    expect(readParentToFrame(envelop({ type: 'path', path: 'team/1/2' }))?.type).toBe('path');
    expect(readParentToFrame(envelop({ type: 'settings', dark: true, timezone: 5.5, tagId: 'x' }))?.type).toBe(
      'settings',
    );
    expect(
      readParentToFrame(envelop({ type: 'bets', bets: [{ gameId: 1, market: '1X2', outcome: '1', coefficient: 2 }] })),
    ).toBeTruthy();
    expect(readParentToFrame(envelop({ type: 'coupon-data', requestId: 'r', isBetsAvailable: true, size: 3 }))).toEqual(
      envelop({ type: 'coupon-data', requestId: 'r', isBetsAvailable: true, size: 3 }),
    );
  });

  it('rejects wrong namespace, version, type or field shapes', () => {
    expect(readFrameToParent({ ns: 'betframe:rpc', v: 1, type: 'back' })).toBeUndefined();
    expect(readFrameToParent({ ns: 'betframe:statistic', v: 2, type: 'back' })).toBeUndefined();
    expect(readFrameToParent(envelop({ type: 'height', height: -1 }))).toBeUndefined();
    expect(readFrameToParent(envelop({ type: 'height', height: 1.5 }))).toBeUndefined();
    expect(readFrameToParent(envelop({ type: 'route', path: '/x' }))).toBeUndefined();
    expect(readParentToFrame(envelop({ type: 'settings', timezone: 15 }))).toBeUndefined();
    expect(readParentToFrame(envelop({ type: 'coupon-data', requestId: 'r' }))).toBeUndefined();
    expect(readParentToFrame('{"ns":"betframe:statistic"}')).toBeUndefined();
    expect(readParentToFrame(null)).toBeUndefined();
  });
});

describe('origins', () => {
  it('matches exact origins and loopback origins of any port', () => {
    const allowed = ['https://partner.example', 'http://localhost:*'];
    expect(isAllowedOrigin('https://partner.example', allowed)).toBe(true);
    expect(isAllowedOrigin('https://partner.example.evil', allowed)).toBe(false);
    expect(isAllowedOrigin('http://localhost:8081', allowed)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:8081', allowed)).toBe(false);
    expect(isAllowedOrigin('null', ['null'])).toBe(false);
    expect(isAllowedOrigin(undefined, allowed)).toBe(false);
  });

  it('takes the parent origin from the ancestor origins, else the referrer', () => {
    expect(candidateParentOrigin({ ancestorOrigins: { length: 1, 0: 'http://a.example' } }, 'http://b.example/x')).toBe(
      'http://a.example',
    );
    expect(candidateParentOrigin({ ancestorOrigins: { length: 0 } }, 'http://b.example/x?y')).toBe('http://b.example');
    expect(candidateParentOrigin(undefined, '')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
  });
});

describe('statistics window (SPEC §2)', () => {
  it('is 1000 high above 1200 px of screen, 984 above 1000, 780 above 800, else 500', () => {
    expect(statisticWindowHeight(1440)).toBe(1000);
    expect(statisticWindowHeight(1201)).toBe(1000);
    expect(statisticWindowHeight(1200)).toBe(984);
    expect(statisticWindowHeight(1080)).toBe(984);
    expect(statisticWindowHeight(1000)).toBe(780);
    expect(statisticWindowHeight(900)).toBe(780);
    expect(statisticWindowHeight(800)).toBe(500);
    expect(statisticWindowHeight(600)).toBe(500);
  });

  it('is 1024 wide and centred on the screen', () => {
    expect(statisticWindowFeatures({ width: 1920, height: 1080 })).toContain('width=1024,height=984,left=448,top=48');
    expect(statisticWindowFeatures({ width: 1920, height: 1080, left: 1920, top: 0 })).toContain('left=2368');
  });

  it('builds frame URLs from a route or a full path, with query parameters', () => {
    expect(statisticUrl('game/1/5', { origin: 'https://s.example', query: { dark: true, tz: 3 } })).toBe(
      'https://s.example/en/statisticpopup/game/1/5?dark=true&tz=3',
    );
    expect(statisticUrl('/ru/statisticpopup/team/1/2?tt=2', { origin: 'https://s.example' })).toBe(
      'https://s.example/ru/statisticpopup/team/1/2?tt=2',
    );
  });
});
