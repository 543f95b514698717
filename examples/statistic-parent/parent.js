// A partner's parent page for the statistics frame, written by hand against CONTRACTS §5 (no build step).
// The frame is served by the sportsbook: by default this page's host on the port one below ours
// (the server listens on PORT and PORT+1); `?frame=<origin>` overrides it, `?path=` picks the first view.
const params = new URLSearchParams(location.search);
const defaultFrame = `${location.protocol}//${location.hostname}:${Number(location.port || 80) - 1}`;
const frameOrigin = new URL(params.get('frame') || defaultFrame).origin;
const NS = 'betframe:statistic';

const $ = (id) => document.getElementById(id);
$('parent-origin').textContent = location.origin;
$('frame-origin').textContent = frameOrigin;
if (params.get('path')) $('path').value = params.get('path');

let frameWindow = null;
let iframe = null;
let closeCurrent = () => {};

/** Every accepted message, for people and for the end-to-end tests (`window.statisticLog`). */
const received = [];
window.statisticLog = received;

function log(direction, message) {
  const item = document.createElement('li');
  item.dataset.direction = direction;
  item.dataset.type = message.type;
  item.textContent = `${new Date().toISOString().slice(11, 23)} ${direction} ${JSON.stringify(message)}`;
  $('log').append(item);
  $('log').scrollTop = $('log').scrollHeight;
}

function send(fields) {
  if (!frameWindow) return;
  const message = { ns: NS, v: 1, ...fields };
  // Never '*': the frame's origin is known.
  frameWindow.postMessage(message, frameOrigin);
  log('→', message);
}

const frameTypes = {
  height: (m) => Number.isInteger(m.height) && m.height >= 0,
  back: () => true,
  forward: () => true,
  route: (m) => typeof m.path === 'string' && typeof m.replace === 'boolean',
  'hidden-items': (m) => Array.isArray(m.items) && m.items.every((item) => typeof item === 'string'),
  'send-bet': (m) =>
    Number.isInteger(m.gameId) &&
    Number.isInteger(m.sportId) &&
    typeof m.market === 'string' &&
    typeof m.outcome === 'string' &&
    typeof m.coefficient === 'number',
  'coupon-request': (m) => typeof m.requestId === 'string' && m.requestId.length > 0,
  title: (m) => typeof m.title === 'string',
};

window.addEventListener('message', (event) => {
  if (event.origin !== frameOrigin || !frameWindow || event.source !== frameWindow) return;
  const m = event.data;
  if (!m || typeof m !== 'object' || m.ns !== NS || m.v !== 1) return;
  const check = Object.hasOwn(frameTypes, m.type) ? frameTypes[m.type] : undefined;
  if (!check?.(m)) return;
  received.push(m);
  log('←', m);
  switch (m.type) {
    case 'height':
      if (iframe) iframe.style.height = `${m.height}px`;
      break;
    case 'title':
      document.title = `${m.title} — parent example`;
      break;
    case 'coupon-request': {
      const mode = document.querySelector('input[name="coupon"]:checked')?.value;
      if (mode !== 'silent')
        send({ type: 'coupon-data', requestId: m.requestId, isBetsAvailable: mode === 'available' });
      break;
    }
    case 'send-bet':
      $('b-game').value = String(m.gameId);
      $('b-outcome').value = m.outcome;
      $('b-coefficient').value = String(m.coefficient);
      break;
  }
});

function frameUrl() {
  const path = $('path').value.trim().replace(/^\/+/, '');
  const full = /^[a-z]{2}\/statisticpopup\//.test(path) ? path : `en/statisticpopup/${path}`;
  const url = new URL(`/${full}`, frameOrigin);
  url.searchParams.set('minHeight', $('min-height').value || '280');
  return url.toString();
}

function makeIframe() {
  closeCurrent();
  iframe = document.createElement('iframe');
  iframe.title = 'Statistics';
  iframe.src = frameUrl();
  iframe.style.height = `${$('min-height').value || 280}px`;
  return iframe;
}

$('open-iframe').addEventListener('click', () => {
  const frame = makeIframe();
  $('slot').append(frame);
  frameWindow = frame.contentWindow;
  closeCurrent = () => {
    frame.remove();
    iframe = null;
    frameWindow = null;
  };
});

$('open-modal').addEventListener('click', () => {
  const frame = makeIframe();
  const backdrop = document.createElement('div');
  backdrop.className = 'modal-backdrop';
  const dialog = document.createElement('div');
  dialog.className = 'modal';
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', 'Statistics');
  const close = document.createElement('button');
  close.className = 'close';
  close.type = 'button';
  close.textContent = 'Close';
  dialog.append(close, frame);
  backdrop.append(dialog);
  document.body.append(backdrop);
  frameWindow = frame.contentWindow;
  const onKey = (event) => event.key === 'Escape' && closeCurrent();
  closeCurrent = () => {
    backdrop.remove();
    document.removeEventListener('keydown', onKey);
    iframe = null;
    frameWindow = null;
  };
  close.addEventListener('click', () => closeCurrent());
  document.addEventListener('keydown', onKey);
  close.focus();
});

/** SPEC §2 window size: width 1024; height 1000 above 1200 px of screen, 984 above 1000, 780 above 800, else 500. */
function windowHeight(screenHeight) {
  if (screenHeight > 1200) return 1000;
  if (screenHeight > 1000) return 984;
  if (screenHeight > 800) return 780;
  return 500;
}

$('open-window').addEventListener('click', () => {
  closeCurrent();
  const width = Math.min(1024, screen.availWidth);
  const height = windowHeight(screen.availHeight);
  const left = Math.max(0, Math.round((screen.availLeft ?? 0) + (screen.availWidth - width) / 2));
  const top = Math.max(0, Math.round((screen.availTop ?? 0) + (screen.availHeight - height) / 2));
  const popup = window.open(
    frameUrl(),
    'betframe-statistic',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  frameWindow = popup;
  closeCurrent = () => {
    popup?.close();
    frameWindow = null;
  };
});

$('close').addEventListener('click', () => closeCurrent());
$('send-path').addEventListener('click', () => send({ type: 'path', path: $('path').value.trim() }));
$('send-settings').addEventListener('click', () => {
  const settings = {
    type: 'settings',
    hour12: $('s-hour12').checked,
    dark: $('s-dark').checked,
    rtl: $('s-rtl').checked,
    timezone: Number($('s-timezone').value || 0),
  };
  const tag = $('s-tag').value.trim();
  if (tag) settings.tagId = /^\d+$/.test(tag) ? Number(tag) : tag;
  send(settings);
});
$('send-bets').addEventListener('click', () => {
  send({
    type: 'bets',
    bets: [
      {
        gameId: Number($('b-game').value),
        market: '1X2',
        outcome: $('b-outcome').value,
        coefficient: Number($('b-coefficient').value),
        selected: $('b-selected').checked,
        blocked: $('b-blocked').checked,
      },
    ],
  });
});
$('clear-log').addEventListener('click', () => {
  $('log').textContent = '';
});

async function loadCatalog() {
  try {
    const response = await fetch('/service-api/statisticfeed/Catalog');
    const { data } = await response.json();
    const c = data.attributes;
    const options = [
      ...c.games.map((g) => [`game/${g.sportId}/${g.gameId}`, `game ${g.gameId} (status ${g.status})`]),
      ...c.games.map((g) => [`game/${g.sportId}/${g.gameId}/h2h`, `game ${g.gameId}: head-to-head`]),
      ...c.teams.map((t) => [`team/${t.sportId}/${t.teamId}`, `team ${t.teamId}`]),
      ...c.players.map((p) => [`player/${p.sportId}/${p.playerId}`, `player ${p.playerId}`]),
      ...c.stages.map((s) => [`stage/${s.sportId}/${s.stageId}`, `stage ${s.stageId}`]),
      ...c.tournaments.map((t) => [
        `tournament/${t.sportId}/${t.tournamentId}/${t.seasonId}`,
        `tournament ${t.tournamentId}`,
      ]),
      ...c.ratings.map((r) => [`rating/${r.sportId}/${r.ratingId}`, r.name]),
      ...c.horses.map((h) => [`horse/${h.horseId}`, `horse ${h.horseId}`]),
      ...c.games.map((g) => [`graph/${g.gameId}`, `odds graph of ${g.gameId}`]),
      ...c.cyber.map((t) => [
        `cyber/${t.sportId}/${t.tournId}/${t.seasonId}`,
        `cyber ${t.sportId} tournament ${t.tournId}`,
      ]),
    ];
    for (const [value, label] of options) $('catalog').append(new Option(label, value));
    if (!params.get('path') && options[0]) $('path').value = options[0][0];
    if (!$('b-game').value && c.games[1]) $('b-game').value = String(c.games[1].gameId);
  } catch {
    $('catalog').append(new Option('catalogue unavailable', ''));
  }
}
$('catalog').addEventListener('change', () => {
  if ($('catalog').value) $('path').value = $('catalog').value;
});
loadCatalog();
