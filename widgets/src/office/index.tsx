/**
 * The office (player's account) widget shell: who is logged in, from the page's shared session, and logging out
 * (which logs out every widget of the page). The account screens come with the office issue.
 */
import { defineWidget, Shell, useRuntime, useSession, useT } from '../runtime';

function Office() {
  const t = useT();
  const { session } = useRuntime();
  const player = useSession((s) => s.session);
  return (
    <Shell title="office.title">
      {player ? (
        <div className="bf-row">
          <span className="bf-grow" data-testid="office-player">
            {t('office.player', { id: player.userId ?? '—' })}
          </span>
          <button type="button" className="bf-button" onClick={() => session.logout()}>
            {t('office.logout')}
          </button>
        </div>
      ) : (
        <p className="bf-muted" data-testid="office-guest">
          {t('office.guest')}
        </p>
      )}
    </Shell>
  );
}

export default defineWidget({
  name: 'office',
  Component: Office,
  api: (runtime) => ({
    /** Whether a player is logged in, and who. */
    getSession: () => {
      const session = runtime.session.store.getState().session;
      return session ? { userId: session.userId } : null;
    },
  }),
});
