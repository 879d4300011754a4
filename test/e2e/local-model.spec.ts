// Settings → "Use a local model" (#11) in the window: shown for the local library, saved, kept across a
// reload, and cleared. What the embedded service does with it is tested against a scripted
// OpenAI-compatible server (a protocol double: no model weights here) in test/service/research-local-model.test.ts.
import { expect, test } from './fixtures';

test('the local library takes a local model in Settings, says what it does, and can stop using it', async ({ page, app, shot }) => {
  await page.goto(app.url);
  await page.getByRole('button', { name: 'Account and settings' }).click();
  const section = page.getByRole('region', { name: 'Use a local model' });
  await expect(section.getByRole('status')).toHaveText(/Not in use: the built-in engine answers/);
  await section.getByLabel('Endpoint').fill('http://127.0.0.1:11434/v1');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Give the model name as your model server knows it/)).toBeVisible();
  await section.getByLabel('Model').fill('llama3.1:8b');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('status')).toHaveText('In use: llama3.1:8b at http://127.0.0.1:11434/v1.');
  await page.reload();
  await page.getByRole('button', { name: 'Account and settings' }).click();
  await expect(page.getByRole('region', { name: 'Use a local model' }).getByLabel('Model')).toHaveValue('llama3.1:8b');
  await shot(page, 'settings-local-model');
  await page.getByRole('region', { name: 'Use a local model' }).getByRole('button', { name: 'Stop using it' }).click();
  await expect(page.getByRole('region', { name: 'Use a local model' }).getByRole('status')).toHaveText(/Not in use/);
});
