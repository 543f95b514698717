/**
 * The on-screen captcha page (GET /web-api/captcha/page): shows the challenge, lets the person pick the number,
 * and hands the earned token to the window that opened it (opener or parent, same origin only) as
 * `{ type: "betframe:captcha", token }`, or to `?return=` listeners. The script is a separate same-origin
 * file because the site's CSP allows no inline scripts.
 */
export const captchaPageHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Captcha</title>
<style>
body{font:16px system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#fafafa}
main{background:#fff;border:1px solid #ddd;border-radius:8px;padding:1.5rem;text-align:center;max-width:22rem}
#options{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem;margin-top:1rem}
button{font:inherit;font-size:1.25rem;padding:.6rem;border:1px solid #999;border-radius:6px;background:#fff;cursor:pointer}
button:hover,button:focus{background:#eef}
#status{min-height:1.5rem;margin-top:1rem}
</style></head>
<body><main>
<h1 style="font-size:1.1rem">Pick the number shown</h1>
<img id="image" alt="A number to pick" height="60">
<div id="options" role="group" aria-label="Numbers"></div>
<p id="status" role="status"></p>
<output id="token" hidden></output>
</main><script src="/web-api/captcha/page.js"></script></body></html>`;

export const captchaPageScript = `(() => {
  const image = document.getElementById('image');
  const options = document.getElementById('options');
  const status = document.getElementById('status');
  const output = document.getElementById('token');
  let challengeId = '';
  async function load() {
    const response = await fetch('/web-api/captcha/challenge', { credentials: 'same-origin' });
    const body = await response.json();
    challengeId = body.data.challengeId;
    image.src = body.data.image;
    options.replaceChildren(...body.data.options.map((n) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = String(n);
      button.dataset.value = String(n);
      button.addEventListener('click', () => solve(n));
      return button;
    }));
  }
  async function solve(answer) {
    const response = await fetch('/web-api/captcha/solve', {
      method: 'POST', credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ challenge_id: challengeId, answer }),
    });
    const body = await response.json();
    if (!response.ok) { status.textContent = 'Not quite - try again.'; return load(); }
    status.textContent = 'Solved.';
    output.textContent = body.data.token;
    output.hidden = false;
    const target = window.opener || (window.parent !== window ? window.parent : null);
    if (target) target.postMessage({ type: 'betframe:captcha', token: body.data.token }, location.origin);
  }
  load();
})();`;
