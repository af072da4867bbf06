// Bench only: a bare Fastify route on the same box, the yardstick for GET /api/s/ throughput.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare/', async () => ({ id: '00000000-0000-0000-0000-000000000000', aboutMe: { isLogged: false } }));
app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) }).then((url) => console.log(`bare server at ${url}/`));
