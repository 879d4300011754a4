// Settings → "Use a local model" (#11): the section over the core's real localModel handlers
// (src/main/services/local-model.ts, through the contract's dispatch, writing the embedded service's
// real local-model.json in a temporary folder). Shown for the local library only; a refused address
// says why and keeps the stored setting; "Stop using the model" removes it. That the service then
// answers with the model is tested in test/service/research-local-model-setting.test.ts against a
// scripted OpenAI-compatible server. Test asks the typed server through the core's real handler: here
// the scripted OpenAI-compatible double of test/service/model-double.ts on loopback (a PROTOCOL DOUBLE,
// not a language model), then a model it lacks, then a closed port; nothing is saved.
import { act, fireEvent, render, screen } from '@testing-library/react';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalModelSection, localModelStatus } from '../../src/renderer/src/features/settings/LocalModelSection';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import type { QuireClient } from '../../src/renderer/src/lib/client';
import type { Handlers, OperationInput, OperationName, OperationOutput } from '../../src/shared/contract';
import { dispatch } from '../../src/shared/dispatch';
import { createLocalModelHandlers } from '../../src/main/services/local-model';
import { LOCAL_MODEL_FILE } from '../../src/service/local-model-settings';
import { reply, startModelDouble, type ModelDouble } from '../service/model-double';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function profile(kind: 'local' | 'remote') {
  return { id: 'p1', name: kind === 'local' ? 'Local library' : 'Work', kind, baseUrl: '', apiVersion: '2025-11-27', hasKey: kind === 'remote', active: true, lastCheck: null, limits: { concurrency: null, budget: null }, sync: null };
}

/** A client whose localModel operations run the core's real handlers through the contract's dispatch. */
function clientFor(kind: 'local' | 'remote'): { client: QuireClient; dir: string; listed: Promise<void> } {
  let markListed = (): void => undefined;
  const listed = new Promise<void>((resolve) => (markListed = resolve));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-local-model-ui-'));
  dirs.push(dir);
  const handlers = createLocalModelHandlers(dir) as unknown as Handlers;
  const client: QuireClient = {
    async invoke<K extends OperationName>(op: K, input: OperationInput<K>): Promise<OperationOutput<K>> {
      if (op === 'profiles.list') {
        markListed();
        return { profiles: [profile(kind)] } as unknown as OperationOutput<K>;
      }
      const envelope = await dispatch(handlers, op, input);
      if (!envelope.ok) throw envelope.error;
      return envelope.value as OperationOutput<K>;
    },
    on: () => () => undefined,
    pathForFile: null,
  };
  return { client, dir, listed };
}

// the real handlers write a file and parse through the contract: under a loaded full run (3 workers
// beside Playwright) an answer took longer than findBy's default 1 s once
const SLOW = { timeout: 20_000 };

/**
 * Types into a field of the section. The status text can show before the effect that fills the fields
 * with the stored setting has run; React runs that effect at the next render (this change's) and it
 * replaced the typed address (seen once with the renderer files sharing a worker), so a value it
 * replaced is typed again. The field must then hold what was typed.
 */
function typeInto(label: string, value: string): void {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  if ((field as HTMLInputElement).value !== value) fireEvent.change(field, { target: { value } });
  expect(field).toHaveValue(value);
}

describe('localModelStatus', () => {
  it.each([
    [undefined, ''],
    [{ set: false, baseUrl: '', model: '' }, 'Answers are written by the built-in engine (retrieval and extracts from your documents).'],
    [{ set: true, baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b' }, /^Quire asks llama3\.1:8b at http:\/\/127\.0\.0\.1:11434\/v1 to write answers, chat replies, system-prompt renderings and clarifying questions\. Each sentence must cite.*cannot be reached.*that research's events say why\.$/],
  ])('%j', (setting, expected) => {
    if (typeof expected === 'string') expect(localModelStatus(setting)).toBe(expected);
    else expect(localModelStatus(setting)).toMatch(expected);
  });
});

describe('Settings → Use a local model', () => {
  it('is not shown for a remote account', async () => {
    const { client, listed } = clientFor('remote');
    render(
      <ClientProvider client={client}>
        <p>settings</p>
        <LocalModelSection />
      </ClientProvider>,
    );
    await screen.findByText('settings');
    // the section decides once profiles.list has answered: wait for that answer and its render
    await act(async () => {
      await listed;
    });
    expect(screen.queryByRole('heading', { name: 'Use a local model' })).toBeNull();
  });

  it('takes input only once the stored setting has arrived (typed before, it was joined to the stored address)', async () => {
    const { client, dir } = clientFor('local');
    fs.writeFileSync(path.join(dir, LOCAL_MODEL_FILE), JSON.stringify({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b' }));
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const gated: QuireClient = {
      ...client,
      async invoke<K extends OperationName>(op: K, input: OperationInput<K>): Promise<OperationOutput<K>> {
        if (op === 'localModel.get') await gate;
        return client.invoke(op, input);
      },
    };
    render(
      <ClientProvider client={gated}>
        <LocalModelSection />
      </ClientProvider>,
    );
    const address = await screen.findByLabelText('Server address', {}, SLOW);
    expect(address).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Model name')).toHaveAttribute('readonly');
    release();
    expect(await screen.findByDisplayValue('http://127.0.0.1:11434/v1', {}, SLOW)).toBe(address);
    expect(address).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Model name')).toHaveValue('llama3.1:8b');
  });

  it('saves the model with the service, refuses a bad address in words keeping the setting, and stops using it', async () => {
    const { client, dir } = clientFor('local');
    render(
      <ClientProvider client={client}>
        <LocalModelSection />
      </ClientProvider>,
    );
    expect(await screen.findByText(/Answers are written by the built-in engine/, {}, SLOW)).toBeInTheDocument();
    typeInto('Server address', 'http://127.0.0.1:11434/v1');
    typeInto('Model name', 'llama3.1:8b');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the next research asks llama3.1:8b first.', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/Quire asks llama3\.1:8b at http:\/\/127\.0\.0\.1:11434\/v1 to write answers/, {}, SLOW)).toBeInTheDocument();
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCAL_MODEL_FILE), 'utf8'))).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1:8b' });

    typeInto('Server address', 'file:///etc/passwd');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The model server address must start with http:// or https://.');
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCAL_MODEL_FILE), 'utf8')).model).toBe('llama3.1:8b');

    fireEvent.click(screen.getByRole('button', { name: 'Stop using the model' }));
    expect(await screen.findByText('The built-in engine writes the answers again.', {}, SLOW)).toBeInTheDocument();
    expect(fs.existsSync(path.join(dir, LOCAL_MODEL_FILE))).toBe(false);
    expect(await screen.findByText(/Answers are written by the built-in engine/, {}, SLOW)).toBeInTheDocument();
  });
});

describe('Settings → Use a local model → Test', () => {
  let double: ModelDouble;
  afterAll(async () => {
    await double.close();
  });

  it('says what it found: the model replied; a model the server lacks, with what it lists; an unreachable address; nothing saved', async () => {
    double = await startModelDouble();
    double.models = ['llama3.1:8b', 'qwen2.5:7b'];
    double.script = (request) => (request.model === 'llama3.1:8b' ? reply('OK') : { status: 404, body: JSON.stringify({ error: { message: `model "${request.model}" not found, try pulling it first` } }) });
    const { client, dir } = clientFor('local');
    render(
      <ClientProvider client={client}>
        <LocalModelSection />
      </ClientProvider>,
    );
    expect(await screen.findByText(/Answers are written by the built-in engine/, {}, SLOW)).toBeInTheDocument();
    typeInto('Server address', double.url);
    typeInto('Model name', 'llama3.1:8b');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText(`${double.url} is reachable, lists 2 models and "llama3.1:8b" replied "OK". Research will ask "llama3.1:8b" to write answers.`, {}, SLOW)).toBeInTheDocument();
    expect(double.requests.map((r) => r.model)).toEqual(['llama3.1:8b']);

    typeInto('Model name', 'mistral');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(`${double.url} is reachable, but it has no model named "mistral" (404: model "mistral" not found, try pulling it first). It lists "llama3.1:8b", "qwen2.5:7b".`);

    const url = double.url;
    await double.close();
    typeInto('Model name', 'llama3.1:8b');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText(new RegExp(`^Quire could not reach ${url.replace(/[.]/g, '\\.')} \\(`), {}, SLOW)).toBeInTheDocument();
    // testing saves nothing
    expect(fs.existsSync(path.join(dir, LOCAL_MODEL_FILE))).toBe(false);
    double = await startModelDouble(); // for afterAll
  });

  it('a refused address is said in words before anything is asked', async () => {
    const { client } = clientFor('local');
    render(
      <ClientProvider client={client}>
        <LocalModelSection />
      </ClientProvider>,
    );
    expect(await screen.findByText(/Answers are written by the built-in engine/, {}, SLOW)).toBeInTheDocument();
    typeInto('Server address', 'http://user:secret@127.0.0.1:11434/v1');
    typeInto('Model name', 'llama3.1:8b');
    fireEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Leave the user name and password out of the model server address.');
  });
});
