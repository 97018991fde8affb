import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/**
 * The local mail outbox: every e-mail the product would send (Cognito's verification and reset
 * codes; notifications later) is appended here as one JSON line, and shown at /dev/outbox.
 * In AWS, Cognito and SES send the real e-mails instead.
 */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** A verification or reset code, when the mail carries one. */
  code: string | null;
  sentAt: string;
}

export class Outbox {
  private readonly file: string;
  private counter = 0;
  constructor(file: string) {
    this.file = file;
  }

  add(mail: Omit<OutboxMail, 'id'>): OutboxMail {
    const entry = { id: `${Date.now().toString(36)}-${(this.counter++).toString(36)}`, ...mail };
    appendFileSync(this.file, `${JSON.stringify(entry)}\n`);
    return entry;
  }

  /** Newest first. */
  list(to?: string): OutboxMail[] {
    if (!existsSync(this.file)) return [];
    const all = readFileSync(this.file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxMail)
      .reverse();
    return to ? all.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : all;
  }
}

/** Turns a cognito-local message line into an outbox mail. */
export function cognitoMail(payload: { to: string; code?: string; subject?: string | null; message?: string | null }, now: Date): Omit<OutboxMail, 'id'> {
  const code = payload.code ?? null;
  return {
    to: payload.to,
    subject: payload.subject ?? 'Your Patina verification code',
    text: payload.message ?? (code ? `Your Patina code is ${code}. It is valid for 24 hours.` : ''),
    code,
    sentAt: now.toISOString(),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The outbox as a page a person can read (local only). */
export function outboxPage(mails: OutboxMail[]): string {
  const rows = mails
    .map(
      (m) => `<article class="mail">
  <header><strong>${escapeHtml(m.subject)}</strong><span>${escapeHtml(m.sentAt)}</span></header>
  <p class="to">To: ${escapeHtml(m.to)}</p>
  ${m.code ? `<p class="code">Code: <b data-testid="mail-code">${escapeHtml(m.code)}</b></p>` : ''}
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mail outbox · Patina</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f7f3ee;color:#14213d}main{max-width:760px;margin:0 auto;padding:32px 20px}
h1{font-size:28px;margin:0 0 4px}.note{color:#555;margin:0 0 24px}.mail{background:#fff;border:1px solid #e4ddd3;border-radius:12px;padding:16px 20px;margin:0 0 14px}
.mail header{display:flex;justify-content:space-between;gap:12px}.mail header span{color:#777;font-size:13px}.to{margin:4px 0;color:#444}.code b{font-size:22px;letter-spacing:3px;color:#c4561b}
pre{white-space:pre-wrap;font:inherit;margin:8px 0 0}</style></head>
<body><main><h1>Local mail outbox</h1><p class="note">E-mails the local stack would have sent, newest first. In AWS they go out through Cognito and SES.
JSON: <a href="/dev/outbox.json">/dev/outbox.json</a> (filter with <code>?to=address</code>).</p>
${rows || '<p>No e-mails yet.</p>'}</main></body></html>`;
}
