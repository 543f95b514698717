export { tournamentsDeskRoutes } from './desk';
export { runTournamentJobs, TOURNAMENT_CHANNEL } from './jobs';
export { FINISH_GRACE_MS, finishDue, payTournament, prizePostingKind, standings } from './payout';
export { scoringContextOf, tournamentsRoutes } from './routes';
export { type Prize, type TournamentDefinition, type TournamentRules, tournamentDefinitionSchema } from './rules';
export { type ScoringContext, scoreDue } from './scoring';
export { seedDevelopmentTournaments } from './seed';
export { createTournament, joinTournament, listTournaments, myTournaments, tournamentDetail } from './store';
