/**
 * What happens in followed games: a sweep compares each followed game with what it saw last (start, goals, cards,
 * end), writes a notice for each subscribed player and tells the player's push stream (`game_notice` channel, the
 * notice id) and any other listener of this process (web push). It runs on the feed world's writer only, so a
 * notice is made once however many processes serve. A game seen for the first time sets the baseline: nothing is
 * announced for it until it changes. When a game is over (or cancelled) its subscriptions end.
 */
import { type GameNotice, gameEventTypes } from '@betframe/sdk/feed';
import { playerChannels, playerEventsOf } from '../app/player-events';
import type { AppDeps } from '../app/types';
import { dateOf } from '../clock';
import { cardsOf, cardsShown, type FeedProvider, nameIn } from '../feed';
import { type Translate, textsIn } from '../translations';
import type { GameNoticesTable } from './tables';
import './tables';

export const GAME_NOTICE_CHANNEL = playerChannels.gameNotice;

interface Seen {
  phase: string;
  goals: number;
  cards: number;
}

/** A notice as stored, before its words. */
export interface StoredNotice {
  id: number;
  userId: number;
  gameId: number;
  event: number;
  score?: [number, number];
  team?: 1 | 2;
  red?: boolean;
}

export type NoticeListener = (notice: StoredNotice) => void;

interface Happening {
  event: number;
  score?: [number, number] | undefined;
  team?: 1 | 2;
  red?: boolean;
}

export class GameNoticeSweeper {
  private readonly seen = new Map<number, Seen>();
  private readonly listeners = new Set<NoticeListener>();

  constructor(
    private readonly deps: AppDeps,
    private readonly provider: () => FeedProvider,
  ) {}

  /** Hears every notice this process makes (after it is stored). */
  onNotice(listener: NoticeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One look at every followed game; returns how many notices were made. */
  async sweep(): Promise<number> {
    const db = this.deps.database.db;
    const subs = await db.selectFrom('game_subscriptions').select(['user_id', 'game_id', 'events']).execute();
    const byGame = new Map<number, Array<{ userId: number; events: number }>>();
    for (const s of subs) {
      const list = byGame.get(Number(s.game_id)) ?? [];
      list.push({ userId: Number(s.user_id), events: Number(s.events) });
      byGame.set(Number(s.game_id), list);
    }
    let made = 0;
    for (const [gameId, players] of byGame) {
      const game = this.provider().game(gameId);
      const view = game && this.provider().view(game);
      if (!game || !view || view.phase === 'cancelled') {
        await db.deleteFrom('game_subscriptions').where('game_id', '=', gameId).execute();
        this.seen.delete(gameId);
        continue;
      }
      const finished = view.phase === 'finished';
      const cards = cardsOf(game);
      const total = view.score?.total ?? [0, 0];
      const now: Seen = {
        phase: view.phase,
        goals: game.sport.model === 'goals' ? total[0] + total[1] : 0,
        cards: cardsShown(cards, view.clockSeconds, finished),
      };
      const before = this.seen.get(gameId);
      this.seen.set(gameId, now);
      if (!before) continue;
      const score: [number, number] = [total[0], total[1]];
      const happened: Happening[] = [];
      if (before.phase === 'line' && now.phase !== 'line') happened.push({ event: gameEventTypes.start });
      if (now.goals > before.goals) happened.push({ event: gameEventTypes.goal, score });
      for (const card of cards.slice(before.cards, now.cards))
        happened.push({ event: gameEventTypes.card, team: card.team, red: card.red });
      if (finished && before.phase !== 'finished') happened.push({ event: gameEventTypes.end, score });
      for (const h of happened) {
        for (const p of players) {
          if ((p.events & (1 << h.event)) === 0) continue;
          await this.store(p.userId, gameId, h);
          made++;
        }
      }
      if (finished) {
        await db.deleteFrom('game_subscriptions').where('game_id', '=', gameId).execute();
        this.seen.delete(gameId);
      }
    }
    for (const id of this.seen.keys()) if (!byGame.has(id)) this.seen.delete(id);
    return made;
  }

  private async store(userId: number, gameId: number, h: Happening): Promise<void> {
    const row = await this.deps.database.db
      .insertInto('game_notices')
      .values({
        user_id: userId,
        game_id: gameId,
        event: h.event,
        home_score: h.score?.[0] ?? null,
        away_score: h.score?.[1] ?? null,
        team: h.team ?? null,
        red: h.red ?? null,
        created_at: dateOf(this.deps.clock),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notice = storedOf({
      id: Number(row.id),
      user_id: userId,
      game_id: gameId,
      event: h.event,
      home_score: h.score?.[0] ?? null,
      away_score: h.score?.[1] ?? null,
      team: h.team ?? null,
      red: h.red ?? null,
    });
    playerEventsOf(this.deps, GAME_NOTICE_CHANNEL).emit(userId, notice.id);
    for (const l of this.listeners) {
      try {
        l(notice);
      } catch (err) {
        this.deps.logger.warn({ err }, 'game notice listener failed');
      }
    }
  }
}

type Row = Omit<GameNoticesTable, 'id' | 'created_at'> & { id: number };

function storedOf(row: Row): StoredNotice {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    gameId: Number(row.game_id),
    event: Number(row.event),
    ...(row.home_score !== null && row.away_score !== null
      ? { score: [Number(row.home_score), Number(row.away_score)] as [number, number] }
      : {}),
    ...(row.team === 1 || row.team === 2 ? { team: row.team } : {}),
    ...(row.red !== null ? { red: row.red } : {}),
  };
}

/** A notice in words of `lang`: the teams as its title, what happened as its text. */
export function noticeWords(
  notice: StoredNotice,
  provider: FeedProvider,
  t: Translate,
  lang: string,
): GameNotice | undefined {
  const game = provider.game(notice.gameId);
  if (!game) return undefined;
  const home = nameIn(game.home.name, lang);
  const away = nameIn(game.away.name, lang);
  const score = notice.score ? `${notice.score[0]}:${notice.score[1]}` : '';
  const text =
    notice.event === gameEventTypes.start
      ? t('gamesub_notice_start')
      : notice.event === gameEventTypes.goal
        ? t('gamesub_notice_goal', { score })
        : notice.event === gameEventTypes.card
          ? t(notice.red ? 'gamesub_notice_red_card' : 'gamesub_notice_yellow_card', {
              team: notice.team === 2 ? away : home,
            })
          : t('gamesub_notice_end', { score });
  const event = notice.event as GameNotice['event'];
  return {
    id: notice.id,
    gameId: notice.gameId,
    event,
    title: `${home} – ${away}`,
    text,
    ...(notice.score ? { score: notice.score } : {}),
  };
}

/** One of the player's notices in words, for the push stream (undefined when it is not theirs). */
export async function readNotice(
  deps: AppDeps,
  provider: FeedProvider,
  userId: number,
  id: number,
  lang: string,
): Promise<GameNotice | undefined> {
  const row = await deps.database.db
    .selectFrom('game_notices')
    .select(['id', 'user_id', 'game_id', 'event', 'home_score', 'away_score', 'team', 'red'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return noticeWords(storedOf({ ...row, id: Number(row.id) }), provider, await textsIn(lang), lang);
}
