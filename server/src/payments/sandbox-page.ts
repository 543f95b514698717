/** The sandbox pages' frame (checkout, operator desk, the identity provider's pages): plain HTML, no scripts. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** `head`: extra markup for the head (a crypto page's refresh while confirmations tick). */
export function sandboxPage(title: string, body: string, head = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${head}
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}
button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:left}form{display:inline}
label{display:block;margin:.5rem 0}input[type=text]{font-size:1rem;padding:.4rem;width:100%;max-width:20rem;box-sizing:border-box}
[role=alert]{color:#a00;font-weight:600}code{font-size:1.1rem;word-break:break-all}svg{max-width:12rem;height:auto}</style></head>
<body>${body}</body></html>`;
}
