/**
 * The casino widget shell: its place in the page with the runtime around it (theme, language, configuration,
 * session). The games lobby comes with the casino issue; until the server offers casino games it says so with
 * the kit's empty state.
 */
import { defineWidget, Shell } from '../runtime';
import { EmptyState } from '../runtime/ui/states';
import { useTexts } from '../runtime/use-texts';

function Casino() {
  const t = useTexts();
  return (
    <Shell title={t?.('casino')}>
      {t && (
        <div data-testid="casino-empty">
          <EmptyState icon="casino" title={t('casino_empty')} />
        </div>
      )}
    </Shell>
  );
}

export default defineWidget({ name: 'casino', Component: Casino });
