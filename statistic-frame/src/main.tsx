/**
 * The statistics frame (SPEC §2): `/{lang}/statisticpopup/{kind}/…`, served by the sportsbook and embedded by
 * partners. Reads its query, learns the parent's origin against the partner's allowed origins, renders.
 */
import { applyDesign } from '@betframe/sdk/branding';
import { parseStatisticsFrameQuery } from '@betframe/sdk/validation';
import { render } from 'react-dom';
import { App } from './app/App';
import { frameHttp } from './app/http';
import { FrameRuntime, loadAllowedOrigins } from './bridge/runtime';
import { translationsFor } from './i18n';
import './styles.css';

const { query } = parseStatisticsFrameQuery(new URLSearchParams(window.location.search));
const partner = Number(new URLSearchParams(window.location.search).get('partner') ?? '') || query.ref || 1;
// The design tokens first, the operator's re-brand when the site configuration arrives (docs/design-system.md).
applyDesign(document);
const allowedOrigins = loadAllowedOrigins(frameHttp, partner, (brand) => applyDesign(document, brand));
const runtime = new FrameRuntime({ query, allowedOrigins });
// The texts load alongside the allowed origins, before the first render asks for them. The page's own
// title stands until a view names what it shows.
translationsFor(runtime.lang).then(({ t }) => {
  if (document.title === 'Statistics') document.title = t('stat_statistics');
});
const root = document.getElementById('app') as HTMLElement;
render(<App runtime={runtime} />, root);
runtime.watchHeight(root);
