/** One journey per developer tool (JSON, Base64, UUID, timestamp, URL, hash): its main action used as a visitor would, with no console error. */
import { describe, expect, it } from 'vitest';
import { siteAndBrowser } from './support/suite';
import { toolJourney } from './support/tools';

const PORT = 5300;
const journey = toolJourney(siteAndBrowser(PORT));

describe('developer tools', () => {
  it('json-formatter points at invalid JSON by line and column, keeping the input', async () => {
    await journey('json-formatter', 'JSON Formatter', 'desktop', async (page) => {
      const input = page.getByLabel('JSON input', { exact: true });
      await input.fill('{\n  "a": 1,\n}');
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.textContent()).toContain('Invalid JSON at line 2, column 9: Trailing commas are not allowed.');
      expect(await input.inputValue()).toBe('{\n  "a": 1,\n}');
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Formatted JSON').inputValue()).toBe('');
      // Fixing the comma formats at once and the error goes away.
      await input.fill('{\n  "a": 1\n}');
      await expect.poll(() => page.getByLabel('Formatted JSON').inputValue()).toBe('{\n  "a": 1\n}');
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it('base64-converter encodes "héllo" as UTF-8 and decodes it back', async () => {
    await journey('base64-converter', 'Base64 Converter', 'phone', async (page) => {
      const text = page.getByLabel('Text', { exact: true });
      const base64 = page.getByLabel('Base64', { exact: true });
      await text.fill('héllo');
      await expect.poll(() => base64.inputValue()).toBe('aMOpbGxv');
      await text.fill('');
      await expect.poll(() => base64.inputValue()).toBe('');
      await base64.fill('aMOpbGxv');
      await expect.poll(() => text.inputValue()).toBe('héllo');
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it('uuid-generator makes five time-ordered v7 UUIDs', async () => {
    await journey('uuid-generator', 'UUID Generator', 'desktop', async (page) => {
      await page.getByRole('radio', { name: 'v7 · time-ordered' }).check();
      await page.getByLabel('How many', { exact: true }).fill('5');
      await page.getByRole('button', { name: 'Generate new' }).click();
      const list = page.getByRole('list', { name: '5 UUIDs' });
      await expect.poll(() => list.getByRole('listitem').count()).toBe(5);
      const uuids = await list.getByRole('code').allTextContents();
      expect(uuids).toHaveLength(5);
      const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
      for (const uuid of uuids) expect(uuid).toMatch(v7);
      expect(new Set(uuids).size).toBe(5);
      // v7 starts with the creation time: within a minute of now, and in creation order.
      const millis = Number.parseInt(uuids[0]!.replace(/-/g, '').slice(0, 12), 16);
      expect(Math.abs(millis - Date.now())).toBeLessThan(60_000);
      expect([...uuids].sort()).toEqual(uuids);
      expect(new URL(page.url()).searchParams.get('version')).toBe('7');
    });
  });

  it('timestamp-converter reads 1700000000 as 2023-11-14T22:13:20Z', async () => {
    await journey('timestamp-converter', 'Timestamp Converter', 'phone', async (page) => {
      await page.getByLabel('Timestamp or date', { exact: true }).fill('1700000000');
      const utc = page.getByRole('region', { name: 'UTC', exact: true });
      await expect.poll(() => utc.getByRole('code').first().textContent()).toBe('2023-11-14T22:13:20.000Z');
      expect(await utc.getByText('Tuesday', { exact: true }).count()).toBe(1);
      expect(await page.getByText(/Read as seconds \(10 digits\)/).count()).toBeGreaterThan(0);
      // The input is a draft in this browser, never a query value (long ones broke reloads with HTTP 431).
      expect(new URL(page.url()).searchParams.get('t')).toBeNull();
    });
  });

  it('url-encoder-decoder names a malformed escape and lists the query of a URL', async () => {
    await journey('url-encoder-decoder', 'URL Encoder/Decoder', 'desktop', async (page) => {
      const encoded = page.getByLabel('Encoded', { exact: true });
      await encoded.fill('%E0%A4%A');
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toBe('Malformed escape “%A” at position 7: % must be followed by two hex digits (write %25 for a literal %).');
      expect(await encoded.inputValue()).toBe('%E0%A4%A');
      expect(await encoded.getAttribute('aria-invalid')).toBe('true');

      await page.getByLabel('URL to inspect', { exact: true }).fill('https://example.com/search?q=caf%C3%A9&page=2');
      const table = page.getByRole('table', { name: 'Query parameters' });
      await expect.poll(() => table.getByRole('row').count()).toBe(3);
      expect(await table.getByLabel('Name of parameter 1', { exact: true }).inputValue()).toBe('q');
      expect(await table.getByLabel('Value of parameter 1', { exact: true }).inputValue()).toBe('café');
      expect(await table.getByLabel('Name of parameter 2', { exact: true }).inputValue()).toBe('page');
      expect(await table.getByLabel('Value of parameter 2', { exact: true }).inputValue()).toBe('2');
      expect(await page.getByLabel('URL parts').getByText('example.com', { exact: true }).count()).toBe(1);
    });
  });

  it('hash-generator gives the SHA-256 of "abc"', async () => {
    await journey('hash-generator', 'Hash Generator', 'phone', async (page) => {
      const hashes = page.getByRole('list', { name: 'Hashes' });
      await hashes.waitFor();
      await page.getByLabel('Text to hash', { exact: true }).fill('abc');
      const sha256 = hashes.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Copy SHA-256', exact: true }) });
      await expect
        .poll(() => sha256.getByRole('code').textContent())
        .toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
      const md5 = hashes.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Copy MD5', exact: true }) });
      expect(await md5.getByRole('code').textContent()).toBe('900150983cd24fb0d6963f7d28e17f72');
    });
  });
});
