import type { FastifyInstance } from 'fastify';

/** How long the server waits for the answers a page's widgets read before rendering it without them (they load in the browser then). */
export const LOOK_UP_BUDGET_MS = 1_000;

/** At most this many calls are looked up for one page (a page of many tags renders the rest as they would mount). */
const MAX_LOOK_UPS = 8;

/**
 * Looks up the API answers a page's widgets read first (relative GET URLs of the shop API), in-process on the server
 * itself: a 200 with JSON is kept; anything else, or an answer later than the budget, is left out, and the widget
 * loads it in the browser as it would without a server render.
 */
export async function lookUpAnswers(app: FastifyInstance, urls: readonly string[], budgetMs = LOOK_UP_BUDGET_MS): Promise<Map<string, unknown>> {
  const answers = new Map<string, unknown>();
  const apiCalls = urls.filter((url) => url.startsWith('/api/')).slice(0, MAX_LOOK_UPS);
  if (apiCalls.length === 0) return answers;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  const lookUps = Promise.all(
    apiCalls.map(async (url) => {
      try {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
        if (response.statusCode === 200) answers.set(url, response.json());
      } catch {
        // No answer: the widget loads it in the browser.
      }
    }),
  );
  await Promise.race([lookUps, deadline]);
  clearTimeout(timer);
  // Answers that arrive after the deadline must not change what is being rendered.
  return new Map(answers);
}
