// Browser mode over the in-memory fake core, for looking at the UI without the engine:
//   npx tsx test/renderer/serve-fake.mjs [--jobs N] [--port P]
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startBrowserMode } from '../../src/main/web/server.ts';
import { EventBus } from '../../src/main/bus.ts';
import { createFakeHandlers } from './fake-core.ts';

const { values } = parseArgs({ options: { jobs: { type: 'string', default: '40' }, port: { type: 'string', default: '0' } } });
const bus = new EventBus();
const handlers = createFakeHandlers((name, payload) => bus.emit(name, payload), { jobCount: Number(values.jobs) });
const staticDir = fileURLToPath(new URL('../../out/renderer', import.meta.url));
const server = await startBrowserMode({ core: { handlers, bus }, staticDir, port: Number(values.port) });
console.log(`Quire is running at ${server.url}`);
