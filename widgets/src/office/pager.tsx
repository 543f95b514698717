/**
 * Previous / next through the pages of an office list (50 a page, SPEC §9 paging step), with "page / pages"
 * announced politely so a screen-reader user hears where the list is.
 */
import type { AppT } from '../runtime';

export function Pager({
  page,
  pages,
  onPage,
  t,
  testId,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  t: AppT;
  testId?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="bf-row" aria-label={t('office_pages')} data-testid={testId ? `${testId}-pages` : undefined}>
      <button type="button" className="bf-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('office_previous')}
      </button>
      <span aria-live="polite" data-testid={testId ? `${testId}-page` : undefined}>
        {page} / {pages}
      </span>
      <button type="button" className="bf-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('office_next')}
      </button>
    </nav>
  );
}
