/** The sandbox operator desk's message form (development only): to one player, every player or one country. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function deskPage(notice = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox operator: messages</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px system-ui,sans-serif;margin:2rem;max-width:40rem}label{display:block;margin:.8rem 0 .2rem}
input,select,textarea{font:inherit;width:100%;box-sizing:border-box;padding:.4rem}button{font:inherit;margin-top:1rem;padding:.5rem 1rem}</style>
</head><body><h1>Send a message to players</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<form method="post" action="/sandbox/operator/messages">
<label for="to">To</label><select id="to" name="to"><option value="player">One player</option><option value="all">Every active player</option><option value="country">Players of a country</option></select>
<label for="userId">Player id (one player)</label><input id="userId" name="userId" inputmode="numeric">
<label for="countryId">Country id (a country)</label><input id="countryId" name="countryId" inputmode="numeric">
<label for="subject">Subject</label><input id="subject" name="subject" required maxlength="200">
<label for="body">Message</label><textarea id="body" name="body" required maxlength="4000" rows="6"></textarea>
<label><input type="checkbox" name="email" style="width:auto"> Also by e-mail to those who take mailings</label>
<label><input type="checkbox" name="sms" style="width:auto"> Also by SMS to those who take mailings</label>
<button type="submit">Send</button></form>
<p><a href="/sandbox/operator">Pending withdrawals</a></p></body></html>`;
}
