/** The baseline of the load bench: a minimal Fastify server answering {hello:'world'} (run as its own process). */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3312);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
