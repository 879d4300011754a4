// Browser mode's access token never leaves for another server on this machine: cookies are not
// port-isolated, so the token is not a cookie at all. A second loopback server (another local app)
// records everything the same browser sends it while Quire is open, after a reload too; the token
// is in none of it, and no cookie in the browser holds it. The reload still connects (the tab keeps
// the token in session storage).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';

test('the launch token never reaches another loopback server, and the page reconnects after a reload', async ({ page, app, context }) => {
  const seen: string[] = [];
  const other = createServer((request: IncomingMessage, response) => {
    seen.push(`${request.method} ${request.url}\n${request.rawHeaders.join('\n')}`);
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!doctype html><title>Another local app</title><p>Another local app</p>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const otherPort = (other.address() as AddressInfo).port;
  try {
    const token = /token=([0-9a-f]+)/.exec(app.url)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    await page.goto(app.url);
    await expect(page.getByRole('button', { name: '+ New research' })).toBeVisible();
    // the address bar no longer shows it, and a reload (no token in the address) still reaches the core
    await expect.poll(() => page.url()).not.toContain(token);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Profile' })).toContainText('Local library');
    await expect(page.getByRole('alert').filter({ hasText: 'Connection to Quire lost' })).toHaveCount(0);

    // The same browser visits another local server by both loopback names.
    for (const host of ['127.0.0.1', 'localhost']) {
      await page.goto(`http://${host}:${otherPort}/probe`);
      await expect(page.getByText('Another local app')).toBeVisible();
    }
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const request of seen) expect(request).not.toContain(token);
    expect(JSON.stringify(await context.cookies())).not.toContain(token);
  } finally {
    await new Promise<void>((resolve) => other.close(() => resolve()));
  }
});
