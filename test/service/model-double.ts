// A PROTOCOL DOUBLE of an OpenAI-compatible model server (POST /v1/chat/completions, GET /v1/models) on loopback:
// not a language model (model weights cannot be downloaded on these machines). A test sets `script`
// to answer from the request Quire sent (its sources and instructions); the double records every
// request. Helpers read the numbered sources back out of Quire's user message.
import http from 'node:http';

export interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

export type Script = (request: ChatRequest) => { status: number; body: string } | 'hang';

export interface ModelDouble {
  url: string;
  requests: ChatRequest[];
  script: Script;
  /** What GET /v1/models lists ({ object: 'list', data: [{ id }] }); null: that path answers 404 like an unknown one. */
  models: string[] | null;
  close(): Promise<void>;
}

export async function startModelDouble(): Promise<ModelDouble> {
  const sockets = new Set<import('node:net').Socket>();
  const double: ModelDouble = {
    url: '',
    requests: [],
    script: () => ({ status: 500, body: 'no script' }),
    models: null,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/v1/models' && double.models) {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ object: 'list', data: double.models.map((id) => ({ id, object: 'model', owned_by: 'double' })) }));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end('not found');
        return;
      }
      const request = JSON.parse(raw) as ChatRequest;
      double.requests.push(request);
      const outcome = double.script(request);
      if (outcome === 'hang') return; // never answers: the caller's time limit decides
      res.writeHead(outcome.status, { 'Content-Type': 'application/json' }).end(outcome.body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  double.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`;
  return double;
}

/** A chat.completion reply with this text. */
export function reply(content: string): { status: number; body: string } {
  return { status: 200, body: JSON.stringify({ id: 'chatcmpl-double', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }) };
}

export function userText(request: ChatRequest): string {
  return request.messages.find((m) => m.role === 'user')?.content ?? '';
}

export function systemText(request: ChatRequest): string {
  return request.messages.find((m) => m.role === 'system')?.content ?? '';
}

/** The numbers of the sources Quire sent. */
export function sourceNumbers(request: ChatRequest): number[] {
  return [...userText(request).matchAll(/(?:^|\n)\[(\d+)\] /g)].map((m) => Number(m[1]));
}

/** The first passage line of source [n] as Quire sent it. */
export function passageOf(request: ChatRequest, n: number): string {
  const block = userText(request).split(/\n\n(?=\[\d+\] )/).find((b) => b.replace(/^Sources:\n\n/, '').startsWith(`[${n}] `)) ?? '';
  return block.replace(/^Sources:\n\n/, '').split('\n')[1] ?? '';
}

/** The first sentence of source [n]. */
export function sentenceOf(request: ChatRequest, n: number): string {
  const passage = passageOf(request, n);
  return (/^.*?[.!?](?=\s|$)/.exec(passage)?.[0] ?? passage).trim();
}

/** Two long words of source [n]'s first sentence: a phrase the passage holds. */
export function phraseOf(request: ChatRequest, n: number): string {
  const longWords = (sentenceOf(request, n).match(/\p{L}{6,}/gu) ?? []).map((w) => w.toLowerCase());
  return [...new Set(longWords)].slice(0, 2).join(' ');
}
