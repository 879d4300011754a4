// Settings → "Use a local model" → Test (#11): asks the OpenAI-compatible server once what it offers
// (GET <address>/models) and for a one-token completion from the named model (POST
// <address>/chat/completions, max_tokens 1), then says plainly what it found: reachable or not, whether
// the model exists, what the model really sent back (its reply, or that the reply was empty), the error,
// and what would fix it. probeModelServer does the two requests and never throws; modelCheckVerdict
// (pure, table-tested) decides the wording. Nothing is saved or downloaded.

export interface ModelServerProbe {
  baseUrl: string;
  model: string;
  /** GET /models: the model ids listed, or why there is no list. */
  models: { ok: true; ids: string[] } | { ok: false; status?: number; reason: string; unreachable?: boolean; timeout?: boolean };
  /** POST /chat/completions with the model and max_tokens 1: the reply's text ('' when it came back empty or without text). */
  completion: { ok: true; reply: string } | { ok: false; status?: number; reason: string; unreachable?: boolean; timeout?: boolean };
}

export interface ModelCheckVerdict {
  ok: boolean;
  /** One or more sentences, in the order a person reads them: what was found, then what to do. */
  message: string;
}

type Fetched = { ok: true; status: number; body: string } | { ok: false; reason: string; unreachable?: boolean; timeout?: boolean };

const MAX_BODY = 200_000;

async function fetchText(url: string, init: RequestInit, timeoutMs: number): Promise<Fetched> {
  try {
    const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.text()).slice(0, MAX_BODY);
    return { ok: true, status: response.status, body };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError') return { ok: false, reason: `no answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`, timeout: true };
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    return { ok: false, reason: cause || (error instanceof Error ? error.message : String(error)), unreachable: true };
  }
}

/** A short, single-line excerpt of an error body (a JSON error's message when there is one). */
export function errorExcerpt(body: string): string {
  let text = body;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    const error = parsed.error;
    if (typeof error === 'string') text = error;
    else if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') text = (error as { message: string }).message;
    else if (typeof parsed.message === 'string') text = parsed.message;
  } catch {
    // not JSON: the text itself
  }
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}

/** The model ids of an OpenAI-compatible /models answer ({ data: [{ id }] }; Ollama's native { models: [{ name }] } too), or null. */
export function modelIds(body: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as { data?: unknown; models?: unknown };
  const list = Array.isArray(record.data) ? record.data : Array.isArray(record.models) ? record.models : null;
  if (!list) return null;
  return list
    .map((item) => (typeof item === 'object' && item !== null ? ((item as { id?: unknown; name?: unknown }).id ?? (item as { name?: unknown }).name) : null))
    .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200);
}

/**
 * The text of a chat completion's first choice (message.content, or a legacy completion's text); '' when
 * the choice carries none (an empty string, null, or no such field). Null when the body is not a chat
 * completion at all (no choices).
 */
export function completionReply(body: string): string | null {
  let choices: unknown = null;
  try {
    choices = (JSON.parse(body) as { choices?: unknown }).choices;
  } catch {
    return null;
  }
  if (!Array.isArray(choices) || choices.length === 0) return null;
  const first = choices[0] as { message?: { content?: unknown }; text?: unknown } | null;
  const content = first?.message?.content ?? first?.text;
  return typeof content === 'string' ? content : '';
}

/** A reply as said in the verdict: one line, at most 40 characters, quoted; whitespace alone is empty. */
export function shownReply(reply: string): string | null {
  // eslint-disable-next-line no-control-regex
  const line = reply.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (line === '') return null;
  return `"${line.length > 40 ? `${line.slice(0, 39)}…` : line}"`;
}

/** Asks the server once for its models and once for a one-token completion. Never throws. */
export async function probeModelServer(config: { baseUrl: string; model: string; apiKey?: string }, timeoutMs = 15_000): Promise<ModelServerProbe> {
  const base = config.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { Accept: 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) };
  const listed = await fetchText(`${base}/models`, { method: 'GET', headers }, timeoutMs);
  let models: ModelServerProbe['models'];
  if (!listed.ok) models = { ok: false, reason: listed.reason, ...(listed.unreachable ? { unreachable: true } : {}), ...(listed.timeout ? { timeout: true } : {}) };
  else if (listed.status < 200 || listed.status >= 300) models = { ok: false, status: listed.status, reason: errorExcerpt(listed.body) };
  else {
    const ids = modelIds(listed.body);
    models = ids ? { ok: true, ids } : { ok: false, status: listed.status, reason: 'the answer is not a list of models' };
  }
  // A server that cannot be reached at all is not asked twice.
  if (!models.ok && models.unreachable) return { baseUrl: base, model: config.model, models, completion: { ok: false, reason: models.reason, unreachable: true } };
  const completed = await fetchText(
    `${base}/chat/completions`,
    {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ model: config.model, messages: [{ role: 'user', content: 'Reply with the word OK.' }], max_tokens: 1, stream: false }),
    },
    timeoutMs,
  );
  let completion: ModelServerProbe['completion'];
  if (!completed.ok) completion = { ok: false, reason: completed.reason, ...(completed.unreachable ? { unreachable: true } : {}), ...(completed.timeout ? { timeout: true } : {}) };
  else if (completed.status < 200 || completed.status >= 300) completion = { ok: false, status: completed.status, reason: errorExcerpt(completed.body) };
  else {
    const reply = completionReply(completed.body);
    completion = reply !== null ? { ok: true, reply } : { ok: false, status: completed.status, reason: 'the answer is not a chat completion' };
  }
  return { baseUrl: base, model: config.model, models, completion };
}

function listOf(ids: string[]): string {
  const shown = ids.slice(0, 6).map((id) => `"${id}"`);
  return ids.length > 6 ? `${shown.join(', ')} and ${ids.length - 6} more` : shown.join(', ');
}

/** What the Test button says about a probe (pure). */
export function modelCheckVerdict(probe: ModelServerProbe): ModelCheckVerdict {
  const at = probe.baseUrl;
  const model = `"${probe.model}"`;
  const { models, completion } = probe;
  if (!models.ok && models.unreachable) {
    return {
      ok: false,
      message: `Quire could not reach ${at} (${models.reason}). Start the model server on this computer (for Ollama: ollama serve) or correct the address; OpenAI-compatible addresses usually end in /v1.`,
    };
  }
  if (!models.ok && models.timeout && !completion.ok && completion.timeout) {
    return { ok: false, message: `${at} did not answer within the time limit (${models.reason}). Check that the server is running and not busy, then test again.` };
  }
  const listed = models.ok ? (models.ids.includes(probe.model) ? 'lists' : models.ids.length === 0 ? 'empty' : 'missing') : 'unknown';
  if (completion.ok) {
    // what came back, as it came: a reply in its own words, or that it was empty (a model that answers
    // with nothing writes no answers either: the built-in engine's answer stays, with the reason)
    const shown = shownReply(completion.reply);
    const replied = shown ? `${model} replied ${shown}` : `${model} answered with an empty reply (no text)`;
    const then = shown ? `Research will ask ${model} to write answers.` : `Research will ask ${model}; while its replies come back empty, the built-in engine answers instead. Test again once the model has loaded, or choose another model.`;
    if (listed === 'missing') {
      return { ok: shown !== null, message: `${at} is reachable and ${replied}, although the server's list of models does not name it (it lists ${listOf(models.ok ? models.ids : [])}). ${shown ? `Research will ask ${model}.` : then}` };
    }
    const list = models.ok ? `lists ${models.ids.length} model${models.ids.length === 1 ? '' : 's'} and ` : '';
    return { ok: shown !== null, message: `${at} is reachable, ${list}${replied}. ${then}` };
  }
  // The completion failed.
  if (completion.unreachable) return { ok: false, message: `${at} answered the list of models but then could not be reached (${completion.reason}). Test again; if it repeats, restart the model server.` };
  if (completion.timeout) {
    return { ok: false, message: `${at} is reachable, but ${model} did not reply within the time limit (${completion.reason}). A large model may still be loading: wait a minute and test again, or choose a smaller model.` };
  }
  const status = completion.status ? `${completion.status}: ` : '';
  // Neither path answers like an OpenAI-compatible API: the address is wrong (often the missing /v1), not the model.
  if (!models.ok && (models.status === 404 || models.status === 200) && (completion.status === 404 || completion.status === 405 || completion.status === 200)) {
    return {
      ok: false,
      message: `${at} answers, but not like an OpenAI-compatible server (the list of models: ${models.status === 200 ? models.reason : `${models.status}`}; a reply: ${status}${completion.reason}). Check the address: for Ollama it is http://127.0.0.1:11434/v1, for LM Studio http://127.0.0.1:1234/v1, for llama.cpp's server http://127.0.0.1:8080/v1.`,
    };
  }
  if (listed === 'missing' || listed === 'empty' || (models.ok && completion.status === 404)) {
    const offered = models.ok && models.ids.length > 0 ? ` It lists ${listOf(models.ids)}.` : models.ok ? ' It lists no models.' : '';
    return {
      ok: false,
      message: `${at} is reachable, but it has no model named ${model} (${status}${completion.reason}).${offered} Correct the model name, or add the model to the server (for Ollama: ollama pull ${probe.model}).`,
    };
  }
  if (completion.status === 401 || completion.status === 403) {
    return { ok: false, message: `${at} refused the request (${status}${completion.reason}). Quire sends no key from Settings: use a local server that needs none, or set QUIRE_LOCAL_MODEL_KEY for the service.` };
  }
  return { ok: false, message: `${at} is reachable, but asking ${model} for a reply failed (${status}${completion.reason}). Check the server's log; Quire keeps answering with the built-in engine meanwhile.` };
}
