/**
 * The registration widget shell: whether the partner offers registration (`has_registration` flag of the site
 * configuration for the partner and country) and which ways; a logged-in player is told so. The forms come with
 * the registration issue.
 */
import { defineWidget, type MessageKey, Shell, useRuntime, useSession, useT } from '../runtime';

function Registration() {
  const t = useT();
  const { config } = useRuntime();
  const player = useSession((s) => s.session);
  const open = config.flags.has_registration !== false;
  const types = config.registration.types;
  return (
    <Shell title="registration.title">
      {player ? (
        <p data-testid="registration-done">{t('registration.done')}</p>
      ) : !open ? (
        <p className="bf-muted" data-testid="registration-closed">
          {t('registration.closed')}
        </p>
      ) : (
        <div data-testid="registration-open">
          <p className="bf-muted">{t('registration.types')}</p>
          <ul className="bf-list">
            {types.map((type: string) => (
              <li className="bf-row" key={type} data-registration-type={type}>
                {t(`registration.type.${type}` as MessageKey)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Shell>
  );
}

export default defineWidget({ name: 'registration', Component: Registration });
